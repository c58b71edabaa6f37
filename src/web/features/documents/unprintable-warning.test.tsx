import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import en from '#locales/en.json';
import pl from '#locales/pl.json';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { UnprintableWarning } from './unprintable-warning.tsx';

const u = en.documents.unprintable;

describe('the warning before printing', () => {
  it('says nothing when every character prints: Polish letters, symbols, accents typed apart', async () => {
    await renderWithProviders(
      <UnprintableWarning
        texts={[
          { label: 'Name', text: 'Zażółć Gęślą Jaźń' },
          { label: 'Remarks', text: '8°B → Hel — ☒ e\u0301' },
        ]}
      />,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(u.title)).toBeNull();
  });

  it('names each place and its characters, an emoji family or a flag as one, each once', async () => {
    await renderWithProviders(
      <UnprintableWarning
        texts={[
          { label: 'Yacht name', text: 'Zawisza Czarny' },
          { label: "Crew member 2's name", text: 'Jan 🙂 王 🙂' },
          { label: 'Remarks', text: 'Rodzina 👨‍👩‍👧 pod 🇵🇱' },
        ]}
      />,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(u.title);
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual(["Crew member 2's name: 🙂 王", 'Remarks: 👨‍👩‍👧 🇵🇱']);
    expect(alert).toHaveTextContent(u.text.replace('{{replacement}}', '\uFFFD'));
  });

  it('counts the places beyond the first eight', async () => {
    const texts = Array.from({ length: 11 }, (_, i) => ({ label: `Entry ${i + 1}`, text: '⛵🙂' }));
    await renderWithProviders(<UnprintableWarning texts={texts} />);
    const items = (await screen.findAllByRole('listitem')).map((item) => item.textContent);
    expect(items).toHaveLength(9);
    expect(items[8]).toBe('and 3 more places');
  });

  it('speaks Polish in the Polish interface', async () => {
    await renderWithProviders(<UnprintableWarning texts={[{ label: 'Uwagi', text: 'مرحبا' }]} />, {
      language: 'pl',
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(pl.documents.unprintable.title);
    expect(screen.getByRole('listitem')).toHaveTextContent('Uwagi: م ر ح ب ا');
  });
});
