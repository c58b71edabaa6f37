import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import en from '#locales/en.json';
import pl from '#locales/pl.json';
import { AppHeader } from '../app/layouts/app-header.tsx';
import { languageStorageKey } from '../lib/i18n.ts';
import { renderWithProviders } from '../test/render-with-providers.tsx';
import { LanguageSwitch } from './language-switch.tsx';

describe('LanguageSwitch', () => {
  it('switches the header to Polish and stores the choice', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<AppHeader />, { path: '/' });

    const nav = await screen.findByRole('navigation', { name: en.nav.main });
    expect(within(nav).getByRole('link', { name: en.nav.pricing })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: en.nav.login })).toBeInTheDocument();
    const switcher = screen.getByRole('radiogroup', { name: en.language.label });
    expect(within(switcher).getByRole('radio', { name: 'EN' })).toBeChecked();

    await user.click(within(switcher).getByRole('radio', { name: 'PL' }));

    const polishNav = await screen.findByRole('navigation', { name: pl.nav.main });
    expect(within(polishNav).getByRole('link', { name: pl.nav.pricing })).toHaveAttribute('href', '/cennik');
    expect(within(polishNav).getByRole('link', { name: pl.nav.contact })).toBeInTheDocument();
    expect(within(polishNav).getByRole('link', { name: pl.nav.login })).toBeInTheDocument();
    expect(within(polishNav).getByRole('link', { name: pl.nav.register })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: en.nav.pricing })).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'PL' })).toBeChecked();
    expect(screen.getByRole('radiogroup', { name: pl.language.label })).toBeInTheDocument();
    expect(window.localStorage.getItem(languageStorageKey)).toBe('pl');
    expect(document.documentElement.lang).toBe('pl');
  });

  it('switches back to English', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<LanguageSwitch />, { language: 'pl' });

    const switcher = screen.getByRole('radiogroup', { name: pl.language.label });
    expect(within(switcher).getByRole('radio', { name: 'PL' })).toBeChecked();

    await user.click(within(switcher).getByRole('radio', { name: 'EN' }));

    expect(await screen.findByRole('radiogroup', { name: en.language.label })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'EN' })).toBeChecked();
    expect(window.localStorage.getItem(languageStorageKey)).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });
});
