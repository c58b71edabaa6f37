import { notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import en from '#locales/en.json';
import pl from '#locales/pl.json';
import { currentUserHandler, loggedInCaptain } from '../../../test/accounts.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { server } from '../../../test/server.ts';
import { pdfResponse, stubPdfTabs } from '../../documents/testing.ts';
import { crewMember, trip, tripHandler } from '../shared/testing.ts';

const d = en.documents;
const voyageCardUrl = '/api/sailing-trips/1/voyage-card-pdf';

let tabs: ReturnType<typeof stubPdfTabs> | undefined;
afterEach(() => {
  tabs?.restore();
  tabs = undefined;
  notifications.clean();
});

/** A captain without Premium (the default subscription answer) on the details of trip 1. */
async function openDetails(
  served = trip(),
  { language = 'en', blocked = false }: { language?: 'en' | 'pl'; blocked?: boolean } = {},
  ...handlers: Parameters<typeof server.use>
) {
  loggedInCaptain();
  server.use(currentUserHandler(), tripHandler(served), ...handlers);
  tabs = stubPdfTabs({ blocked });
  const user = userEvent.setup();
  await renderApp('/sailing-trips/1', { language });
  await screen.findByRole('heading', { level: 1, name: 'Zawisza Czarny' });
  return { user, tabs };
}

/** A handler that waits for `release()` before answering with a PDF; it records the request headers. */
function heldPdf(path: string) {
  const seen: Headers[] = [];
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const handler = http.get(path, async ({ request }) => {
    seen.push(request.headers);
    await released;
    return pdfResponse();
  });
  return { handler, seen, release };
}

const opinionItems = async () => screen.findAllByRole('menuitem', { hidden: true });

describe('voyage card', () => {
  it('opens in a new tab for a captain without Premium, busy while generating, blob revoked afterwards', async () => {
    const held = heldPdf(voyageCardUrl);
    const { user, tabs } = await openDetails(trip(), {}, held.handler);
    const button = screen.getByRole('button', { name: d.voyage_card });

    await user.click(button);

    // The tab was opened in the click itself, before any answer.
    expect(tabs.open).toHaveBeenCalledWith('', '_blank');
    expect(tabs.tabs[0]?.document.body.textContent).toBe(d.generating);
    await waitFor(() => expect(button).toBeDisabled());
    expect(button).toHaveAttribute('data-loading', 'true');
    expect(held.seen[0]?.get('Authorization')).toBe('Bearer captain-token');
    expect(held.seen[0]?.get('Accept')).toBe('application/pdf');
    expect(held.seen[0]?.get('Accept-Language')).toBe('en');

    held.release();
    await waitFor(() => expect(tabs.tabs[0]?.location.href).toBe('blob:http://localhost/pdf-1'));
    expect(tabs.created[0]?.type).toBe('application/pdf');
    await waitFor(() => expect(tabs.revoked).toEqual(['blob:http://localhost/pdf-1']));
    await waitFor(() => expect(button).toBeEnabled());
    expect(tabs.tabs[0]?.closed).toBe(false);
  });

  it("closes the tab and shows the alert with the server's message", async () => {
    const { user, tabs } = await openDetails(
      trip(),
      {},
      http.get(voyageCardUrl, () =>
        HttpResponse.json({ success: false, message: 'Trip not found.' }, { status: 404 }),
      ),
    );
    await user.click(screen.getByRole('button', { name: d.voyage_card }));

    expect(
      await screen.findByText('An error occurred while generating the voyage card: Trip not found.'),
    ).toBeInTheDocument();
    expect(tabs.tabs[0]?.closed).toBe(true);
    expect(tabs.created).toEqual([]);
    expect(screen.getByRole('button', { name: d.voyage_card })).toBeEnabled();
  });

  it('shows the Polish alert alone when the server says nothing, and the connection reason without an answer', async () => {
    let calls = 0;
    const { user } = await openDetails(
      trip(),
      { language: 'pl' },
      http.get(voyageCardUrl, () => {
        calls += 1;
        return calls === 1 ? new HttpResponse(null, { status: 500 }) : HttpResponse.error();
      }),
    );
    const button = screen.getByRole('button', { name: pl.documents.voyage_card });

    await user.click(button);
    expect(await screen.findByText('Wystąpił błąd podczas generowania karty rejsu')).toBeInTheDocument();

    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    expect(
      await screen.findByText(
        'Wystąpił błąd podczas generowania karty rejsu: Błąd połączenia z serwerem. Spróbuj ponownie.',
      ),
    ).toBeInTheDocument();
  });

  it('offers the PDF as a link when the browser blocks the new tab', async () => {
    const { user, tabs } = await openDetails(
      trip(),
      { blocked: true },
      http.get(voyageCardUrl, () => pdfResponse()),
    );
    await user.click(screen.getByRole('button', { name: d.voyage_card }));

    const link = await screen.findByRole('link', { name: d.open_pdf });
    expect(screen.getByText(d.ready_title)).toBeInTheDocument();
    expect(link).toHaveAttribute('href', 'blob:http://localhost/pdf-1');
    expect(link).toHaveAttribute('target', '_blank');
    expect(tabs.revoked).toEqual([]);
    link.addEventListener('click', (event) => event.preventDefault());
    await user.click(link);
    await waitFor(() => expect(tabs.revoked).toEqual(['blob:http://localhost/pdf-1']));
  });
});

describe('crew opinion', () => {
  const crew = [
    crewMember({ id: 1, full_name: 'Piotr Zieliński' }),
    crewMember({ id: 2, full_name: 'Łucja Żółć', role: '_other', other_role: 'Kuk' }),
  ];

  it('lists the crew by name and opens the chosen member’s opinion in a new tab', async () => {
    const held = heldPdf('/api/sailing-trips/1/crew/2/opinion-pdf');
    const { user, tabs } = await openDetails(trip({ crew_members: crew }), {}, held.handler);
    const menu = screen.getByRole('button', { name: d.crew_opinion });

    await user.click(menu);
    const items = await opinionItems();
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual([
      'Crew opinion (PDF): Piotr Zieliński',
      'Crew opinion (PDF): Łucja Żółć',
    ]);
    expect(items[1]).toHaveTextContent('Łucja ŻółćKuk');
    await user.click(items[1] as HTMLElement);

    expect(tabs.open).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(menu).toBeDisabled());
    expect(held.seen[0]?.get('Authorization')).toBe('Bearer captain-token');
    held.release();
    await waitFor(() => expect(tabs.tabs[0]?.location.href).toBe('blob:http://localhost/pdf-1'));
    await waitFor(() => expect(tabs.revoked).toHaveLength(1));
    await waitFor(() => expect(menu).toBeEnabled());
  });

  it("shows the Polish alert with the server's message", async () => {
    const { user, tabs } = await openDetails(
      trip({ crew_members: crew }),
      { language: 'pl' },
      http.get('/api/sailing-trips/1/crew/1/opinion-pdf', () =>
        HttpResponse.json({ success: false, message: 'Nie znaleziono członka załogi.' }, { status: 404 }),
      ),
    );
    await user.click(screen.getByRole('button', { name: pl.documents.crew_opinion }));
    await user.click((await opinionItems())[0] as HTMLElement);

    expect(
      await screen.findByText(
        'Wystąpił błąd podczas generowania opinii dla członka załogi: Nie znaleziono członka załogi.',
      ),
    ).toBeInTheDocument();
    expect(tabs.tabs[0]?.closed).toBe(true);
  });

  it('stays disabled with the hint when the trip has no crew', async () => {
    const { user, tabs } = await openDetails(trip({ crew_members: [] }));
    const menu = screen.getByRole('button', { name: d.crew_opinion });
    expect(menu).toHaveAttribute('aria-disabled', 'true');
    expect(menu).toHaveAccessibleDescription(d.no_crew);
    await user.click(menu);
    expect(screen.queryByRole('menuitem', { hidden: true })).toBeNull();
    expect(tabs.open).not.toHaveBeenCalled();
  });
});
