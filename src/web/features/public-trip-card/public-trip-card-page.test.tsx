import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { TripRequestBody } from '#domain/trip-request.ts';
import en from '#locales/en.json';
import pl from '#locales/pl.json';
import { renderApp } from '../../test/render-app.tsx';
import { server } from '../../test/server.ts';
import { publicTripCardPdfUrl } from '../documents/api.ts';
import { pdfResponse, stubPdfTabs } from '../documents/testing.ts';
import { choose, input, portbox, stepHeading, textbox } from '../trips/wizard/testing.tsx';

type Catalogue = typeof en;

let tabs: ReturnType<typeof stubPdfTabs> | undefined;
afterEach(() => {
  tabs?.restore();
  tabs = undefined;
});

async function openPage(language: 'en' | 'pl' = 'en', ...handlers: Parameters<typeof server.use>) {
  server.use(...handlers);
  tabs = stubPdfTabs();
  const user = userEvent.setup({ delay: null });
  const { router } = await renderApp('/public-trip-card', { language });
  const c: Catalogue = language === 'en' ? en : pl;
  await screen.findByRole('heading', { level: 1, name: c.publicTripCard.title });
  await screen.findByRole('heading', { level: 2, name: c.trips.wizard.steps.captain });
  return { user, tabs, router, c };
}

/** Fills the four steps as a visitor would and arrives at the summary. */
async function fillToSummary(user: UserEvent, c: Catalogue) {
  const w = c.trips.wizard;
  const next = () => user.click(screen.getByRole('button', { name: w.next }));
  /** The number fields start at 0. */
  const fill = async (label: string, value: string) => {
    await user.clear(input(label));
    await user.type(input(label), value);
  };
  await user.type(textbox(w.captain.first_name), 'Łukasz');
  await user.type(textbox(w.captain.last_name), 'Żółć');
  await user.type(textbox(w.captain.phone), '+48 600 100 200');
  await choose(user, w.captain.license_type, c.licence.types['pzz-kj']);
  await user.type(textbox(w.captain.license_number), 'KJ-1234');
  await next();

  await user.type(textbox(c.yachts.fields.name), 'Zawisza Czarny');
  await user.type(textbox(c.yachts.fields.registration_number), 'POL-1234');
  await user.type(textbox(c.yachts.fields.home_port), 'Gdynia');
  await fill(c.yachts.fields.hull_length, '42.7');
  await fill(c.yachts.fields.engines_count, '1');
  await fill(c.yachts.fields.engine_power, '220');
  await next();

  await user.type(portbox(w.cruise.embarkation_port), 'Gdynia');
  await user.type(portbox(w.cruise.disembarkation_port), 'Świnoujście');
  await user.type(input(w.cruise.embarkation_date), '2026-07-01');
  await user.type(input(w.cruise.disembarkation_date), '2026-07-08');
  await fill(w.cruise.distance, '412.5');
  await fill(w.cruise.sailing_hours, '96');
  await fill(w.cruise.engine_hours, '12');
  await next();
  expect(stepHeading(w.steps.crew)).toBeInTheDocument();
  await next();
  expect(stepHeading(w.steps.summary)).toBeInTheDocument();
}

const submitButton = (c: Catalogue) => screen.getByRole('button', { name: c.publicTripCard.submit });

describe('/public-trip-card', () => {
  it('introduces the free generator without a login and links to registration', async () => {
    const { c } = await openPage();
    expect(screen.getByText(c.publicTripCard.facts.free)).toBeInTheDocument();
    expect(screen.getByText(c.publicTripCard.facts.nothing_saved)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: c.publicTripCard.register_link })).toHaveAttribute(
      'href',
      '/register',
    );
    // No yacht search on step 2 (it needs a login).
    expect(screen.queryByRole('textbox', { name: c.yachts.search.label })).toBeNull();
  });

  it('posts the form, disables it while generating and opens the PDF in a new tab', async () => {
    const bodies: TripRequestBody[] = [];
    const seen: Headers[] = [];
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { user, tabs, c, router } = await openPage(
      'pl',
      http.post(publicTripCardPdfUrl, async ({ request }) => {
        seen.push(request.headers);
        bodies.push((await request.json()) as TripRequestBody);
        await released;
        return pdfResponse('karta-rejsu.pdf');
      }),
    );
    await fillToSummary(user, c);

    const submit = submitButton(c);
    await user.click(submit);
    expect(tabs.open).toHaveBeenCalledWith('', '_blank');
    expect(await screen.findByText(c.publicTripCard.generating)).toBeInTheDocument();
    expect(submit).toBeDisabled();
    expect(screen.getByRole('button', { name: c.trips.wizard.previous })).toBeDisabled();

    release();
    await waitFor(() => expect(tabs.tabs[0]?.location.href).toBe('blob:http://localhost/pdf-1'));
    await waitFor(() => expect(tabs.revoked).toEqual(['blob:http://localhost/pdf-1']));
    expect(await screen.findByText(c.publicTripCard.opened)).toBeInTheDocument();
    expect(submit).toBeEnabled();
    expect(router.state.location.pathname).toBe('/public-trip-card');

    expect(seen[0]?.get('Accept-Language')).toBe('pl');
    expect(seen[0]?.has('Authorization')).toBe(false);
    expect(bodies[0]?.captain).toMatchObject({
      first_name: 'Łukasz',
      last_name: 'Żółć',
      license_type: 'pzz-kj',
    });
    expect(bodies[0]).toMatchObject({
      yacht_name: 'Zawisza Czarny',
      disembarkation_port: 'Świnoujście',
      embarkation_date: '2026-07-01',
      distance: '412.5',
      visited_ports: [],
      crew_members: [],
    });
  });

  it("lists a 422's field messages with their labels, puts them on the fields and closes the tab", async () => {
    const { user, tabs, c } = await openPage(
      'en',
      http.post(publicTripCardPdfUrl, () =>
        HttpResponse.json(
          {
            success: false,
            message: 'The given data was invalid.',
            errors: { embarkation_port: ['Port name is too long.'], 'captain.first_name': ['Too short.'] },
          },
          { status: 422 },
        ),
      ),
    );
    await fillToSummary(user, c);
    await user.click(submitButton(c));

    const box = (await screen.findAllByRole('alert')).find((alert) =>
      alert.textContent?.includes(c.publicTripCard.failed_title),
    );
    expect(box).toHaveTextContent('Port of embarkation: Port name is too long.');
    expect(box).toHaveTextContent('First name: Too short.');
    // The form opens the first step the server refused, with the message under its field.
    expect(await screen.findByText('Too short.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /First name/ })).toHaveAttribute('aria-invalid', 'true');
    expect(tabs.tabs[0]?.closed).toBe(true);
    expect(tabs.created).toEqual([]);
  });

  it("shows the server's message, else the Polish fallback, and the connection message without an answer", async () => {
    const answers = [
      () => HttpResponse.json({ success: false, message: 'Zbyt wiele prób.' }, { status: 429 }),
      () => new HttpResponse('Bad gateway', { status: 502 }),
      () => HttpResponse.error(),
    ];
    let call = 0;
    const { user, c } = await openPage(
      'pl',
      http.post(publicTripCardPdfUrl, () => {
        const answer = answers[call] ?? answers[0];
        call += 1;
        return answer?.();
      }),
    );
    await fillToSummary(user, c);

    await user.click(submitButton(c));
    expect(await screen.findByRole('alert')).toHaveTextContent('Zbyt wiele prób.');
    await waitFor(() => expect(submitButton(c)).toBeEnabled());
    await user.click(submitButton(c));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Błąd generowania PDF. Sprawdź formularz.'),
    );
    await waitFor(() => expect(submitButton(c)).toBeEnabled());
    await user.click(submitButton(c));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Błąd połączenia z serwerem. Spróbuj ponownie.'),
    );
  });
});
