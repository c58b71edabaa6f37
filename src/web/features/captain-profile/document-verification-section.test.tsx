import { notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { DocumentVerificationSetting } from '#domain/document-verification.ts';
import en from '#locales/en.json';
import pl from '#locales/pl.json';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { server } from '../../test/server.ts';
import { documentVerificationSettingUrl } from './api.ts';
import { logInTestCaptain, PageHarness, profileHandler, storedProfile, testToken } from './testing.tsx';

const d = en.captainProfile.document_verification;

beforeEach(() => notifications.clean());

interface SeenPut {
  authorization: string | null;
  body: unknown;
}

/** GET answers the stored setting; PUT stores what it is sent (after `answer`, when given) and records it. */
function settingHandlers(stored: { enabled: boolean }, puts: SeenPut[] = [], answer?: () => Promise<void>) {
  return [
    http.get(documentVerificationSettingUrl, () =>
      HttpResponse.json({ success: true, enabled: stored.enabled, message: 'Loaded.' }),
    ),
    http.put(documentVerificationSettingUrl, async ({ request }) => {
      const body = (await request.json()) as DocumentVerificationSetting;
      puts.push({ authorization: request.headers.get('authorization'), body });
      await answer?.();
      stored.enabled = body.enabled;
      const message = body.enabled ? 'Codes on.' : 'Verification is switched off.';
      return HttpResponse.json({ success: true, enabled: body.enabled, message });
    }),
  ];
}

async function renderProfile(language: 'en' | 'pl' = 'en') {
  logInTestCaptain();
  const user = userEvent.setup();
  await renderWithProviders(<PageHarness />, { language });
  const label = language === 'en' ? d.switch : pl.captainProfile.document_verification.switch;
  const toggle = await screen.findByRole('switch', { name: label });
  return { user, toggle };
}

describe('document verification switch on the captain profile', () => {
  it('shows the saved setting, saves a change at once, and tells the server’s answer', async () => {
    const puts: SeenPut[] = [];
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(profileHandler(storedProfile), ...settingHandlers({ enabled: true }, puts, () => held));
    const { user, toggle } = await renderProfile();

    expect(toggle).toBeChecked();
    expect(toggle).toHaveAccessibleDescription(d.explanation);

    await user.click(toggle);
    // Until the server answers the switch shows the new value and cannot be flipped again.
    await waitFor(() => expect(toggle).toBeDisabled());
    expect(toggle).not.toBeChecked();
    release();

    expect(await screen.findByText('Verification is switched off.')).toBeInTheDocument();
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).not.toBeChecked();
    expect(puts).toEqual([{ authorization: `Bearer ${testToken}`, body: { enabled: false } }]);

    await user.click(toggle);
    expect(await screen.findByText('Codes on.')).toBeInTheDocument();
    expect(toggle).toBeChecked();
    expect(puts.map((put) => put.body)).toEqual([{ enabled: false }, { enabled: true }]);
  });

  it('shows a switched-off setting as off, in Polish', async () => {
    server.use(profileHandler(storedProfile), ...settingHandlers({ enabled: false }));
    const { toggle } = await renderProfile('pl');
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveAccessibleDescription(pl.captainProfile.document_verification.explanation);
  });

  it('keeps the saved value and says so when saving fails', async () => {
    server.use(
      http.put(documentVerificationSettingUrl, () =>
        HttpResponse.json({ success: false, message: '' }, { status: 500 }),
      ),
      profileHandler(storedProfile),
      ...settingHandlers({ enabled: true }),
    );
    const { user, toggle } = await renderProfile();
    await user.click(toggle);
    expect(await screen.findByText(d.save_failed)).toBeInTheDocument();
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).toBeChecked();
  });

  it('shows a load failure with a retry', async () => {
    let failing = true;
    server.use(
      profileHandler(storedProfile),
      http.get(documentVerificationSettingUrl, () =>
        failing
          ? HttpResponse.json({ success: false, message: 'Internal server error' }, { status: 500 })
          : HttpResponse.json({ success: true, enabled: true, message: '' }),
      ),
    );
    logInTestCaptain();
    const user = userEvent.setup();
    await renderWithProviders(<PageHarness />);
    expect(await screen.findByText(d.load_failed)).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: en.common.retry }));
    expect(await screen.findByRole('switch', { name: d.switch })).toBeChecked();
  });
});
