import { zodResolver } from '@hookform/resolvers/zod';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { decimalNumber, z } from '#domain/validation.ts';
import { renderWithProviders } from '../test/render-with-providers.tsx';
import { PasswordTextField, TextareaField, TextField, useSchemaFields } from './form-field.tsx';

const schema = z.object({
  nickname: z.string().trim().min(1, 'validation.required').max(5, 'validation.too_long'),
  crew: decimalNumber('validation.required', 0, 12),
  notes: z.preprocess((value) => value ?? '', z.string().max(300)),
  secret: z.string().max(64).optional(),
});
type Values = z.input<typeof schema>;

/** A form as the app's forms are made: its resolver and its fields from the same schema. */
function Harness({ defaults, serverError }: { defaults?: Partial<Values>; serverError?: string }) {
  const form = useForm<Values, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { nickname: '', crew: '', notes: '', secret: '', ...defaults },
  });
  const fields = useSchemaFields(form, schema);
  const submit = form.handleSubmit(() => {
    if (serverError) form.setError('nickname', { type: 'server', message: serverError });
  });
  return (
    <form onSubmit={submit} noValidate>
      <TextField fields={fields} name="nickname" label="Nickname" description="As the crew calls you" />
      <TextField fields={fields} name="crew" label="Crew" type="number" />
      <TextareaField fields={fields} name="notes" label="Notes" />
      <PasswordTextField fields={fields} name="secret" label="Secret" />
      <button type="submit">Save</button>
    </form>
  );
}

const nickname = () => screen.getByRole('textbox', { name: 'Nickname' });

describe('a form field', () => {
  it('takes its limits from the schema: a text’s maximum length, a number input’s range', async () => {
    await renderWithProviders(<Harness />);
    expect(nickname()).toHaveAttribute('maxlength', '5');
    expect(screen.getByRole('spinbutton', { name: 'Crew' })).toHaveAttribute('min', '0');
    expect(screen.getByRole('spinbutton', { name: 'Crew' })).toHaveAttribute('max', '12');
    expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveAttribute('maxlength', '300');
    expect(screen.getByLabelText('Secret')).toHaveAttribute('maxlength', '64');
  });

  it('stops typing at the limit', async () => {
    await renderWithProviders(<Harness />);
    await userEvent.type(nickname(), 'Mariusz');
    expect(nickname()).toHaveValue('Mariu');
  });

  it('shows its message under it, tied to it for screen readers, with the limit the message names', async () => {
    await renderWithProviders(<Harness defaults={{ nickname: 'Too long a name' }} />);
    expect(nickname()).not.toHaveAttribute('aria-invalid');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter at most 5 characters.')).toBeInTheDocument();
    expect(nickname()).toHaveAttribute('aria-invalid', 'true');
    expect(nickname()).toHaveAccessibleDescription(/Enter at most 5 characters\./);
    expect(nickname()).toHaveAccessibleDescription(/As the crew calls you/);
  });

  it('shows a number’s range in its message', async () => {
    await renderWithProviders(<Harness defaults={{ nickname: 'Ola', crew: '13' }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const crew = screen.getByRole('spinbutton', { name: 'Crew' });
    expect(await screen.findByText('The value must be at most 12.')).toBeInTheDocument();
    expect(crew).toHaveAccessibleDescription('The value must be at most 12.');
  });

  it('shows the server’s message as sent', async () => {
    await renderWithProviders(<Harness defaults={{ nickname: 'Ola', crew: '3' }} serverError="Taken." />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Taken.')).toBeInTheDocument();
    expect(nickname()).toHaveAttribute('aria-invalid', 'true');
    expect(nickname()).toHaveAccessibleDescription(/Taken\./);
  });

  it('marks a password’s message for screen readers too', async () => {
    await renderWithProviders(<Harness defaults={{ nickname: 'Ola', crew: '3', secret: 'x'.repeat(65) }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter at most 64 characters.')).toBeInTheDocument();
    expect(screen.getByLabelText('Secret')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Secret')).toHaveAccessibleDescription('Enter at most 64 characters.');
  });
});
