import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { CaptainProfile } from '#domain/captain-profile.ts';
import en from '#locales/en.json';
import pl from '#locales/pl.json';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { server } from '../../test/server.ts';
import { captainProfileUrl } from './api.ts';
import {
  logInTestCaptain,
  PageHarness,
  profileHandler,
  type SeenRequest,
  storedProfile,
  testToken,
} from './testing.tsx';

/** POST /api/captain-profile answering as the server does: the saved profile, the e-mail unchanged. */
function saveHandler(posted: unknown[], message = 'The captain profile has been updated.') {
  return http.post(captainProfileUrl, async ({ request }) => {
    const body = (await request.json()) as Partial<CaptainProfile>;
    posted.push(body);
    const saved: CaptainProfile = {
      ...storedProfile,
      ...body,
      email: storedProfile.email,
      other_license: body.license_type === '_other' ? (body.other_license ?? '') : '',
      nationality: body.nationality || 'POLAND',
      languages: body.languages || 'POL / ENG / GER',
    };
    return HttpResponse.json({ success: true, captain_profile: saved, message });
  });
}

async function renderProfile(language: 'en' | 'pl' = 'en') {
  logInTestCaptain();
  const result = await renderWithProviders(<PageHarness />, { language });
  const catalogue = language === 'en' ? en : pl;
  await screen.findByRole('textbox', { name: new RegExp(`^${catalogue.captainProfile.form.first_name}`) });
  return result;
}

const field = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label}`) });
const licenceSelect = () =>
  screen.getByRole('combobox', { name: new RegExp(`^${en.captainProfile.form.license_type}`) });

describe('captain profile form', () => {
  it('loads the profile with the bearer token and shows it, the e-mail locked', async () => {
    const seen: SeenRequest[] = [];
    server.use(profileHandler(storedProfile, seen));

    await renderProfile();

    expect(screen.getByRole('heading', { level: 1, name: en.captainProfile.title })).toBeInTheDocument();
    expect(field(en.captainProfile.form.first_name)).toHaveValue('Anna');
    expect(field(en.captainProfile.form.last_name)).toHaveValue('Kowalska');
    expect(field(en.captainProfile.form.phone)).toHaveValue('+48 600 100 200');
    expect(field(en.captainProfile.form.license_number)).toHaveValue('JSM-1234');
    expect(field(en.captainProfile.form.nationality)).toHaveValue('POLAND');
    expect(field(en.captainProfile.form.languages)).toHaveValue('POL / ENG / GER');
    const email = field(en.captainProfile.form.email);
    expect(email).toHaveValue('anna@example.com');
    expect(email).toBeDisabled();
    expect(email).toHaveAttribute('readonly');
    expect(licenceSelect()).toHaveValue(en.licence.types['pzz-jsm']);
    expect(
      screen.queryByRole('textbox', { name: new RegExp(`^${en.captainProfile.form.other_license}`) }),
    ).toBeNull();
    expect(seen[0]?.authorization).toBe(`Bearer ${testToken}`);
    expect(seen[0]?.acceptLanguage).toBe('en');
  });

  it('shows a loading placeholder first', async () => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      http.get(captainProfileUrl, async () => {
        await answered;
        return HttpResponse.json({ success: true, captain_profile: storedProfile, message: '' });
      }),
    );
    logInTestCaptain();

    await renderWithProviders(<PageHarness />);

    expect(screen.getByLabelText(en.common.loading)).toHaveAttribute('aria-busy', 'true');
    answer();
    expect(await screen.findByRole('button', { name: en.captainProfile.form.submit })).toBeInTheDocument();
    expect(screen.queryByLabelText(en.common.loading)).toBeNull();
  });

  it('saves the changes without sending the e-mail and shows the saved values', async () => {
    const posted: unknown[] = [];
    server.use(profileHandler(storedProfile), saveHandler(posted));
    const user = userEvent.setup();
    await renderProfile();

    await user.clear(field(en.captainProfile.form.phone));
    await user.type(field(en.captainProfile.form.phone), '+48 601 999 000');
    await user.clear(field(en.captainProfile.form.languages));
    await user.type(field(en.captainProfile.form.languages), 'POL / ENG');
    await user.clear(field(en.captainProfile.form.nationality));
    await user.click(screen.getByRole('button', { name: en.captainProfile.form.submit }));

    expect(await screen.findByText('The captain profile has been updated.')).toBeInTheDocument();
    expect(posted).toEqual([
      {
        first_name: 'Anna',
        last_name: 'Kowalska',
        phone: '+48 601 999 000',
        license_type: 'pzz-jsm',
        license_number: 'JSM-1234',
        other_license: '',
        nationality: '',
        languages: 'POL / ENG',
      },
    ]);
    // An emptied nationality goes back to the default, as the server answered.
    await waitFor(() => expect(field(en.captainProfile.form.nationality)).toHaveValue('POLAND'));
    expect(field(en.captainProfile.form.phone)).toHaveValue('+48 601 999 000');
  });

  it('falls back to the catalogue text when the server sends no message', async () => {
    server.use(profileHandler(storedProfile), saveHandler([], ''));
    const user = userEvent.setup();
    await renderProfile('pl');

    await user.click(screen.getByRole('button', { name: pl.captainProfile.form.submit }));

    expect(await screen.findByText('Profil kapitana został zaktualizowany')).toBeInTheDocument();
  });

  it('requires the licence name when the type is "Other", then sends it', async () => {
    const posted: Record<string, unknown>[] = [];
    server.use(profileHandler(storedProfile), saveHandler(posted as unknown[]));
    const user = userEvent.setup();
    await renderProfile();

    await user.click(licenceSelect());
    // jsdom has no layout, so Mantine hides the dropdown as "detached" inside the card: find it anyway.
    await user.click(await screen.findByRole('option', { name: en.licence.types.other, hidden: true }));
    const other = await screen.findByRole('textbox', {
      name: new RegExp(`^${en.captainProfile.form.other_license}`),
    });
    await user.click(screen.getByRole('button', { name: en.captainProfile.form.submit }));

    expect(await screen.findByText(en.profile.other_license_required)).toBeInTheDocument();
    expect(other).toHaveAttribute('aria-invalid', 'true');
    expect(other).toHaveFocus();
    expect(posted).toEqual([]);

    await user.type(other, 'Yachtmaster Sail Instructor');
    await user.click(screen.getByRole('button', { name: en.captainProfile.form.submit }));

    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ license_type: '_other', other_license: 'Yachtmaster Sail Instructor' });
    expect(posted[0]).not.toHaveProperty('email');
  });

  it('shows a stored licence that is not in the list as "Other" with its name', async () => {
    server.use(profileHandler({ ...storedProfile, license_type: 'Skipper ISSA', other_license: '' }));

    await renderProfile();

    expect(licenceSelect()).toHaveValue(en.licence.types.other);
    expect(
      screen.getByRole('textbox', { name: new RegExp(`^${en.captainProfile.form.other_license}`) }),
    ).toHaveValue('Skipper ISSA');
  });

  it('validates required fields in Polish and sends nothing', async () => {
    const posted: unknown[] = [];
    server.use(profileHandler(storedProfile), saveHandler(posted));
    const user = userEvent.setup();
    await renderProfile('pl');

    await user.clear(field(pl.captainProfile.form.first_name));
    await user.clear(field(pl.captainProfile.form.license_number));
    await user.click(screen.getByRole('button', { name: pl.captainProfile.form.submit }));

    expect(await screen.findByText(pl.profile.first_name_required)).toBeInTheDocument();
    expect(screen.getByText(pl.profile.license_number_required)).toBeInTheDocument();
    expect(field(pl.captainProfile.form.first_name)).toHaveFocus();
    expect(posted).toEqual([]);
  });

  it('puts the first message of each server field error under its field', async () => {
    server.use(
      profileHandler(storedProfile),
      http.post(captainProfileUrl, () =>
        HttpResponse.json(
          {
            success: false,
            message: 'Some fields need your attention.',
            errors: {
              license_number: ['This licence number is already used.', 'A second message'],
              phone: ['Enter a phone number.'],
            },
          },
          { status: 422 },
        ),
      ),
    );
    const user = userEvent.setup();
    await renderProfile();

    await user.click(screen.getByRole('button', { name: en.captainProfile.form.submit }));

    expect(await screen.findByText('This licence number is already used.')).toBeInTheDocument();
    expect(screen.getByText('Enter a phone number.')).toBeInTheDocument();
    expect(screen.queryByText('A second message')).toBeNull();
    expect(field(en.captainProfile.form.license_number)).toHaveAttribute('aria-invalid', 'true');
  });

  it('reports a failed save with the fallback text when the server sends no message', async () => {
    server.use(
      profileHandler(storedProfile),
      http.post(captainProfileUrl, () => new HttpResponse(null, { status: 500 })),
    );
    const user = userEvent.setup();
    await renderProfile('pl');

    await user.click(screen.getByRole('button', { name: pl.captainProfile.form.submit }));

    expect(await screen.findByText('Nie udało się zaktualizować profilu kapitana')).toBeInTheDocument();
  });

  it('shows the load error in Polish and loads again on retry', async () => {
    let calls = 0;
    server.use(
      http.get(captainProfileUrl, () => {
        calls += 1;
        if (calls === 1) return HttpResponse.json({ success: false, message: 'Boom' }, { status: 500 });
        return HttpResponse.json({ success: true, captain_profile: storedProfile, message: '' });
      }),
    );
    logInTestCaptain();
    const user = userEvent.setup();
    await renderWithProviders(<PageHarness />, { language: 'pl' });

    const alert = await screen.findByText('Nie udało się pobrać profilu kapitana');
    await user.click(
      within(alert.closest<HTMLElement>('.mantine-Alert-root') ?? document.body).getByRole('button'),
    );

    expect(await screen.findByRole('button', { name: pl.captainProfile.form.submit })).toBeInTheDocument();
    expect(calls).toBe(2);
  });
});
