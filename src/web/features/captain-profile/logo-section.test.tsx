import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import en from '#locales/en.json';
import pl from '#locales/pl.json';
import { readCaptainSession } from '../../lib/session-storage.ts';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { server } from '../../test/server.ts';
import { captainLogoUrl } from './api.ts';
import { checkLogoFile, type ImageDimensionReader } from './logo-checks.ts';
import {
  dimensions,
  fakeFile,
  logInTestCaptain,
  PageHarness,
  profileHandler,
  storedProfile,
  testToken,
  unreadableImage,
} from './testing.tsx';

const newLogo = { logo_path: 'logos/new.png', logo_url: '/api/logos/new-logo-key' };
const oldLogo = { logo_path: 'logos/old.png', logo_url: '/api/logos/old-logo-key' };

interface Upload {
  authorization: string | null;
  acceptLanguage: string | null;
  contentType: string | null;
  file: { name: string; size: number } | null;
}

function uploadHandler(uploads: Upload[], message = 'Logo zostało zaktualizowane') {
  return http.post(captainLogoUrl, async ({ request }) => {
    const form = await request.formData();
    const file = form.get('logo');
    uploads.push({
      authorization: request.headers.get('authorization'),
      acceptLanguage: request.headers.get('accept-language'),
      contentType: request.headers.get('content-type'),
      // msw's File is not jsdom's, so look at the shape rather than the class.
      file: file !== null && typeof file === 'object' ? { name: file.name, size: file.size } : null,
    });
    return HttpResponse.json({ success: true, ...newLogo, message });
  });
}

async function renderLogo({
  language = 'en',
  reader = dimensions(500, 500),
  logo = null,
}: {
  language?: 'en' | 'pl';
  reader?: ImageDimensionReader;
  logo?: { logo_path: string; logo_url: string } | null;
} = {}) {
  logInTestCaptain();
  server.use(profileHandler({ ...storedProfile, ...(logo ?? {}) }));
  const result = await renderWithProviders(<PageHarness readImageDimensions={reader} />, { language });
  const catalogue = language === 'en' ? en : pl;
  await screen.findByRole('heading', { name: catalogue.captainProfile.logo.title });
  return result;
}

/** The dropzone's file input, found by its label. */
const fileInput = (language: 'en' | 'pl' = 'en') =>
  screen.getByLabelText<HTMLInputElement>((language === 'en' ? en : pl).captainProfile.logo.choose, {
    selector: 'input',
  });

describe('checkLogoFile', () => {
  it('accepts a PNG, JPEG or WebP of at least 400x400 up to 5 MB, noting whether it is square', async () => {
    for (const type of ['image/png', 'image/jpeg', 'image/webp']) {
      expect(await checkLogoFile(fakeFile('logo', type), dimensions(400, 400))).toEqual({
        ok: true,
        dimensions: { width: 400, height: 400 },
        square: true,
      });
    }
    expect(
      await checkLogoFile(fakeFile('logo.png', 'image/png', 5 * 1024 * 1024), dimensions(800, 400)),
    ).toEqual({
      ok: true,
      dimensions: { width: 800, height: 400 },
      square: false,
    });
  });

  it('refuses what is not an accepted image before reading it', async () => {
    let read = false;
    const reader: ImageDimensionReader = async () => {
      read = true;
      return { width: 1000, height: 1000 };
    };
    for (const type of ['text/plain', 'application/pdf', 'image/gif', 'image/svg+xml', '']) {
      expect(await checkLogoFile(fakeFile('file', type), reader)).toEqual({
        ok: false,
        problem: 'not_image',
      });
    }
    expect(read).toBe(false);
  });

  it('refuses more than 5 MB', async () => {
    const file = fakeFile('big.png', 'image/png', 5 * 1024 * 1024 + 1);
    expect(await checkLogoFile(file, dimensions(1000, 1000))).toEqual({ ok: false, problem: 'too_large' });
  });

  it('refuses an image narrower or lower than 400 px', async () => {
    const file = fakeFile('logo.png', 'image/png');
    expect(await checkLogoFile(file, dimensions(399, 800))).toEqual({ ok: false, problem: 'too_small' });
    expect(await checkLogoFile(file, dimensions(800, 399))).toEqual({ ok: false, problem: 'too_small' });
  });

  it('reports a file that cannot be decoded', async () => {
    expect(await checkLogoFile(fakeFile('logo.png', 'image/png'), unreadableImage)).toEqual({
      ok: false,
      problem: 'unreadable',
    });
  });
});

describe('logo section', () => {
  beforeEach(() => notifications.clean());

  it('shows a placeholder when there is no logo, and no delete button', async () => {
    await renderLogo();

    expect(screen.getByText(en.captainProfile.logo.none)).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: en.captainProfile.logo.current_alt })).toBeNull();
    expect(screen.queryByRole('button', { name: en.captainProfile.logo.delete })).toBeNull();
    expect(screen.getByRole('button', { name: en.captainProfile.logo.choose })).toBeInTheDocument();
  });

  it('shows the current logo from its public address', async () => {
    await renderLogo({ logo: oldLogo });

    expect(screen.getByRole('img', { name: en.captainProfile.logo.current_alt })).toHaveAttribute(
      'src',
      oldLogo.logo_url,
    );
    expect(screen.getByRole('button', { name: en.captainProfile.logo.replace })).toBeInTheDocument();
  });

  it('refuses a file that is not an image, in Polish, without uploading', async () => {
    const uploads: Upload[] = [];
    server.use(uploadHandler(uploads));
    const user = userEvent.setup({ applyAccept: false });
    await renderLogo({ language: 'pl' });

    await user.upload(fileInput('pl'), fakeFile('notes.txt', 'text/plain'));

    expect(await screen.findByText('Proszę wybrać plik obrazu')).toBeInTheDocument();
    expect(uploads).toEqual([]);
  });

  it('refuses a file over 5 MB, in Polish, without uploading', async () => {
    const uploads: Upload[] = [];
    server.use(uploadHandler(uploads));
    const user = userEvent.setup();
    await renderLogo({ language: 'pl' });

    await user.upload(fileInput('pl'), fakeFile('huge.png', 'image/png', 6 * 1024 * 1024));

    expect(await screen.findByText('Plik zbyt duży. Maksymalny rozmiar to 5MB')).toBeInTheDocument();
    expect(uploads).toEqual([]);
  });

  it('refuses an image smaller than 400x400, in Polish, without uploading', async () => {
    const uploads: Upload[] = [];
    server.use(uploadHandler(uploads));
    const user = userEvent.setup();
    await renderLogo({ language: 'pl', reader: dimensions(300, 300) });

    await user.upload(fileInput('pl'), fakeFile('small.png', 'image/png'));

    expect(
      await screen.findByText('Obraz musi mieć wymiary co najmniej 400x400 pikseli'),
    ).toBeInTheDocument();
    expect(uploads).toEqual([]);
  });

  it('reports a file it cannot read as an image', async () => {
    const user = userEvent.setup();
    await renderLogo({ language: 'pl', reader: unreadableImage });

    await user.upload(fileInput('pl'), fakeFile('broken.png', 'image/png'));

    expect(await screen.findByText('Wystąpił błąd podczas przetwarzania pliku')).toBeInTheDocument();
  });

  it('uploads a valid image as multipart with the token and language, then shows it', async () => {
    const uploads: Upload[] = [];
    server.use(uploadHandler(uploads));
    const user = userEvent.setup();
    await renderLogo({ language: 'pl' });

    await user.upload(fileInput('pl'), fakeFile('logo.png', 'image/png', 2048));

    expect(await screen.findByText('Logo zostało zaktualizowane')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: pl.captainProfile.logo.current_alt })).toHaveAttribute(
      'src',
      newLogo.logo_url,
    );
    expect(uploads).toHaveLength(1);
    expect(uploads[0]?.authorization).toBe(`Bearer ${testToken}`);
    expect(uploads[0]?.acceptLanguage).toBe('pl');
    expect(uploads[0]?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    // The bytes arrive under the field `logo` (jsdom's XMLHttpRequest drops the file name on the way to msw).
    expect(uploads[0]?.file?.size).toBe(2048);
    expect(screen.getByRole('button', { name: pl.captainProfile.logo.delete })).toBeInTheDocument();
  });

  it('shows a progress bar while uploading and locks the controls', async () => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      http.post(captainLogoUrl, async () => {
        await answered;
        return HttpResponse.json({ success: true, ...newLogo, message: '' });
      }),
    );
    const user = userEvent.setup();
    await renderLogo();

    await user.upload(fileInput(), fakeFile('logo.png', 'image/png'));

    expect(
      await screen.findByRole('progressbar', { name: en.captainProfile.logo.uploading }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: en.captainProfile.logo.choose })).toBeDisabled();
    answer();
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    expect(await screen.findByRole('img', { name: en.captainProfile.logo.current_alt })).toBeInTheDocument();
  });

  it('recommends a square image but still uploads one that is not', async () => {
    const uploads: Upload[] = [];
    server.use(uploadHandler(uploads, ''));
    const user = userEvent.setup();
    await renderLogo({ reader: dimensions(1200, 600) });

    await user.upload(fileInput(), fakeFile('wide.png', 'image/png'));

    expect(await screen.findByText(en.captainProfile.logo.not_square)).toBeInTheDocument();
    expect(await screen.findByText(en.captainProfile.logo.uploaded)).toBeInTheDocument();
    expect(uploads).toHaveLength(1);
  });

  it("shows the server's reason when it refuses the upload", async () => {
    server.use(
      http.post(captainLogoUrl, () =>
        HttpResponse.json(
          {
            success: false,
            message: 'Some fields need your attention.',
            errors: { logo: ['Proszę wybrać plik obrazu'] },
          },
          { status: 422 },
        ),
      ),
    );
    const user = userEvent.setup();
    await renderLogo({ language: 'pl' });

    await user.upload(fileInput('pl'), fakeFile('fake.png', 'image/png'));

    const messages = await screen.findAllByText('Proszę wybrać plik obrazu');
    expect(messages.length).toBeGreaterThanOrEqual(1);
    expect(screen.getByText(pl.captainProfile.logo.none)).toBeInTheDocument();
  });

  it('says the upload failed when the server sends no reason', async () => {
    server.use(http.post(captainLogoUrl, () => new HttpResponse(null, { status: 500 })));
    const user = userEvent.setup();
    await renderLogo({ language: 'pl' });

    await user.upload(fileInput('pl'), fakeFile('logo.png', 'image/png'));

    expect((await screen.findAllByText('Nie udało się przesłać logo')).length).toBeGreaterThanOrEqual(1);
  });

  it('ends the login when the upload is answered 401', async () => {
    server.use(
      http.post(captainLogoUrl, () =>
        HttpResponse.json({ success: false, message: 'Please log in to continue.' }, { status: 401 }),
      ),
    );
    const user = userEvent.setup();
    await renderLogo();
    expect(readCaptainSession()).not.toBeNull();

    await user.upload(fileInput(), fakeFile('logo.png', 'image/png'));

    await waitFor(() => expect(readCaptainSession()).toBeNull());
  });

  it('deletes the logo only after confirmation', async () => {
    let deletes = 0;
    server.use(
      http.delete(captainLogoUrl, ({ request }) => {
        deletes += 1;
        expect(request.headers.get('authorization')).toBe(`Bearer ${testToken}`);
        return HttpResponse.json({ success: true, message: 'Logo zostało usunięte' });
      }),
    );
    const user = userEvent.setup();
    await renderLogo({ language: 'pl', logo: oldLogo });

    await user.click(screen.getByRole('button', { name: pl.captainProfile.logo.delete }));
    let dialog = await screen.findByRole('dialog', { name: 'Czy na pewno chcesz usunąć logo?' });
    expect(within(dialog).getByText(pl.captainProfile.logo.confirm.object)).toBeInTheDocument();
    expect(within(dialog).getByText(pl.captainProfile.logo.confirm.consequence)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: pl.confirm.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(deletes).toBe(0);
    expect(screen.getByRole('img', { name: pl.captainProfile.logo.current_alt })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: pl.captainProfile.logo.delete }));
    dialog = await screen.findByRole('dialog', { name: 'Czy na pewno chcesz usunąć logo?' });
    await user.click(within(dialog).getByRole('button', { name: pl.captainProfile.logo.confirm.confirm }));

    expect(await screen.findByText('Logo zostało usunięte')).toBeInTheDocument();
    expect(deletes).toBe(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('img', { name: pl.captainProfile.logo.current_alt })).toBeNull();
    expect(screen.getByText(pl.captainProfile.logo.none)).toBeInTheDocument();
  });

  it('treats a failed call whose body says success=true as deleted', async () => {
    server.use(
      http.delete(captainLogoUrl, () =>
        HttpResponse.json({ success: true, message: 'Logo zostało usunięte' }, { status: 500 }),
      ),
    );
    const user = userEvent.setup();
    await renderLogo({ language: 'pl', logo: oldLogo });

    await user.click(screen.getByRole('button', { name: pl.captainProfile.logo.delete }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: pl.captainProfile.logo.confirm.confirm }));

    expect(await screen.findByText('Logo zostało usunięte')).toBeInTheDocument();
    expect(screen.getByText(pl.captainProfile.logo.none)).toBeInTheDocument();
  });

  it('reports a failed delete and keeps the logo', async () => {
    server.use(http.delete(captainLogoUrl, () => new HttpResponse(null, { status: 500 })));
    const user = userEvent.setup();
    await renderLogo({ language: 'pl', logo: oldLogo });

    await user.click(screen.getByRole('button', { name: pl.captainProfile.logo.delete }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: pl.captainProfile.logo.confirm.confirm }));

    expect(await screen.findByText('Wystąpił błąd podczas usuwania logo')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: pl.captainProfile.logo.current_alt })).toBeInTheDocument();
  });
});
