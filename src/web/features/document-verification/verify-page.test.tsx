import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import en from '#locales/en.json';
import pl from '#locales/pl.json';
import { renderApp } from '../../test/render-app.tsx';
import { server } from '../../test/server.ts';
import {
  captainCv,
  crewOpinion,
  testCode,
  verifyHandler,
  verifyNotFoundHandler,
  verifyRateLimitedHandler,
} from './testing.ts';

const v = en.verify_page;

async function openPage(path: string, language: 'en' | 'pl' = 'en') {
  const user = userEvent.setup();
  const view = await renderApp(path, { language });
  const c = language === 'en' ? en.verify_page : pl.verify_page;
  await screen.findByRole('heading', { level: 1, name: c.title });
  return { user, ...view };
}

/** The value of a label/value row inside the section with this heading. */
function rowValue(section: string, label: string) {
  const card = screen.getByRole('region', { name: section });
  const term = within(card).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
}

describe('/verify/{code}', () => {
  it('says a valid crew opinion matches the records and shows what it printed, and nothing else', async () => {
    const asked: string[] = [];
    server.use(verifyHandler(crewOpinion('valid'), asked));
    await openPage(`/verify/${testCode}`);

    expect(await screen.findByRole('status')).toHaveTextContent(v.status.valid);
    expect(screen.getByText('Crew opinion issued on 12/07/2026', { exact: false })).toBeInTheDocument();
    expect(asked).toEqual([testCode]);
    expect(document.title).toBe(`${v.title} · Logbook`);

    expect(rowValue(v.sections.document, v.fields.kind)).toBe(v.kinds.crew_opinion);
    expect(rowValue(v.sections.document, v.fields.issued_at)).toBe('12/07/2026');
    expect(rowValue(v.sections.document, v.fields.code)).toBe('K7MP-4QX9-RT2W');
    expect(rowValue(v.sections.captain, v.fields.name)).toBe('Anna Kowalska');
    expect(rowValue(v.sections.captain, v.fields.licence)).toBe(en.licence.types['pzz-kj']);
    expect(rowValue(v.sections.captain, v.fields.licence_number)).toBe('KJ-1234');
    expect(rowValue(v.sections.crew_member, v.fields.name)).toBe('Łukasz Żółć');
    expect(rowValue(v.sections.crew_member, v.fields.confirmed)).toBe(v.confirmed.yes);
    expect(rowValue(v.sections.yacht, v.fields.yacht_name)).toBe('Zawisza Czarny');
    expect(rowValue(v.sections.yacht, v.fields.registration_number)).toBe('POL-1234');
    expect(rowValue(v.sections.cruise, v.fields.dates)).toBe('01/07/2026 – 08/07/2026');
    expect(rowValue(v.sections.cruise, v.fields.days)).toBe('8 days');
    expect(rowValue(v.sections.cruise, v.fields.embarkation_port)).toBe('Gdynia');
    expect(rowValue(v.sections.cruise, v.fields.visited_ports)).toBe('Bornholm, Ystad');
    expect(rowValue(v.sections.cruise, v.fields.disembarkation_port)).toBe('Świnoujście');
    expect(rowValue(v.sections.hours, v.fields.sailing_hours)).toBe('96.5 h');
    expect(rowValue(v.sections.hours, v.fields.engine_hours)).toBe('12 h');
    expect(rowValue(v.sections.hours, v.fields.tidal_hours)).toBe('0 h');
    expect(rowValue(v.sections.hours, v.fields.mooring_hours)).toBe('40 h');
    expect(rowValue(v.sections.hours, v.fields.distance)).toBe('412.5 NM');
    expect(screen.queryByRole('region', { name: v.sections.totals })).not.toBeInTheDocument();
  });

  it('says the trip changed after the document was issued, on that day', async () => {
    server.use(verifyHandler(crewOpinion('changed')));
    await openPage(`/verify/${testCode}`);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'The trip changed after this document was issued on 12/07/2026',
    );
    // What the document printed is still shown, to compare with the paper.
    expect(rowValue(v.sections.hours, v.fields.sailing_hours)).toBe('96.5 h');
  });

  it('says a withdrawn document has been withdrawn', async () => {
    server.use(verifyHandler(crewOpinion('withdrawn')));
    await openPage(`/verify/${testCode}`);
    expect(await screen.findByRole('status')).toHaveTextContent(v.status.withdrawn);
  });

  it('says a withdrawn CV lost every trip it listed, not a trip or a crew member', async () => {
    server.use(verifyHandler(captainCv('withdrawn')));
    await openPage(`/verify/${testCode}`);
    const banner = await screen.findByRole('status');
    expect(banner).toHaveTextContent(v.status.withdrawn);
    expect(banner).toHaveTextContent('The captain has deleted every trip it listed.');
    expect(banner).not.toHaveTextContent('crew member');
  });

  it('shows a CV with its totals and the licence typed in, and no trip', async () => {
    server.use(verifyHandler(captainCv('changed')));
    await openPage(`/verify/${testCode}`);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'The logbook changed after this document was issued on 05/03/2026',
    );
    expect(rowValue(v.sections.document, v.fields.kind)).toBe(v.kinds.cv);
    expect(rowValue(v.sections.captain, v.fields.licence)).toBe('Yachtmaster');
    expect(rowValue(v.sections.totals, v.fields.trips)).toBe('14');
    expect(rowValue(v.sections.totals, v.fields.days)).toBe('96');
    expect(rowValue(v.sections.totals, v.fields.distance)).toBe('3,120.25 NM');
    expect(rowValue(v.sections.totals, v.fields.sailing_hours)).toBe('610 h');
    expect(screen.queryByRole('region', { name: v.sections.yacht })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: v.sections.crew_member })).not.toBeInTheDocument();
  });

  it('reads a code as printed, with dashes and in lower case, as the same code', async () => {
    const asked: string[] = [];
    server.use(verifyHandler(crewOpinion('valid'), asked));
    await openPage('/verify/k7mp-4qx9-rt2w');
    expect(await screen.findByRole('status')).toHaveTextContent(v.status.valid);
    expect(asked).toEqual([testCode]);
  });

  it('says a document is not verifiable when its captain switched verification off', async () => {
    server.use(verifyNotFoundHandler('not_verifiable'));
    await openPage(`/verify/${testCode}`);
    expect(await screen.findByText(v.not_verifiable.title)).toBeInTheDocument();
    expect(screen.getByText(v.not_verifiable.text)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: v.form.label })).not.toBeInTheDocument();
  });

  it('says no document has an unknown code and opens the one typed in its place', async () => {
    const asked: string[] = [];
    server.use(verifyNotFoundHandler('unknown', asked));
    const { user, router } = await openPage(`/verify/${testCode}`);
    expect(await screen.findByText(v.unknown.title)).toBeInTheDocument();

    const field = screen.getByRole('textbox', { name: v.form.label });
    expect(field).toHaveValue('K7MP-4QX9-RT2W');
    await user.clear(field);
    await user.type(field, 'abc');
    await user.click(screen.getByRole('button', { name: v.form.submit }));
    expect(field).toHaveAccessibleDescription(expect.stringContaining(v.form.invalid));
    expect(router.state.location.pathname).toBe(`/verify/${testCode}`);

    server.use(verifyHandler(crewOpinion('valid'), asked));
    await user.clear(field);
    await user.type(field, 'zz22 3344 5566{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent(v.status.valid);
    expect(router.state.location.pathname).toBe('/verify/ZZ2233445566');
    expect(asked).toEqual([testCode, 'ZZ2233445566']);
  });

  it('does not ask the server about something that cannot be a code', async () => {
    const asked: string[] = [];
    server.use(verifyNotFoundHandler('unknown', asked));
    await openPage('/verify/hello');
    expect(await screen.findByText(v.unknown.title)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: v.form.label })).toHaveValue('hello');
    expect(asked).toEqual([]);
  });

  it('asks politely to try again later after too many checks, and checks again on request', async () => {
    server.use(verifyRateLimitedHandler());
    const { user } = await openPage(`/verify/${testCode}`);
    expect(await screen.findByText(v.rate_limited.title)).toBeInTheDocument();
    server.use(verifyHandler(crewOpinion('valid')));
    await user.click(screen.getByRole('button', { name: en.common.retry }));
    expect(await screen.findByRole('status')).toHaveTextContent(v.status.valid);
  });

  it('offers a retry when the server cannot answer', async () => {
    server.use(http.get('/api/verify/:code', () => HttpResponse.json({ success: false }, { status: 500 })));
    await openPage(`/verify/${testCode}`);
    expect(await screen.findByText(v.load_failed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: en.common.retry })).toBeInTheDocument();
  });
});

describe('/verify/{code} in Polish', () => {
  const p = pl.verify_page;

  it('says the document matches, with Polish labels, dates and units', async () => {
    server.use(verifyHandler(crewOpinion('valid')));
    await openPage(`/verify/${testCode}`, 'pl');
    expect(await screen.findByRole('status')).toHaveTextContent('Ten dokument zgadza się z naszymi danymi');
    expect(screen.getByText('Opinia z rejsu z dnia 12.07.2026', { exact: false })).toBeInTheDocument();
    expect(document.title).toBe('Weryfikacja dokumentu · Logbook');
    expect(rowValue(p.sections.captain, p.fields.licence)).toBe(pl.licence.types['pzz-kj']);
    expect(rowValue(p.sections.hours, p.fields.sailing_hours)).toBe('96,5 h');
    expect(rowValue(p.sections.hours, p.fields.distance)).toBe('412,5 Mm');
    expect(rowValue(p.sections.cruise, p.fields.dates)).toBe('01.07.2026 – 08.07.2026');
  });

  it('says the trip changed, on the Polish date', async () => {
    server.use(verifyHandler(crewOpinion('changed')));
    await openPage(`/verify/${testCode}`, 'pl');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Dane rejsu zmieniono po wystawieniu tego dokumentu dnia 12.07.2026',
    );
  });

  it('says an unknown code belongs to no document', async () => {
    server.use(verifyNotFoundHandler('unknown'));
    await openPage(`/verify/${testCode}`, 'pl');
    expect(await screen.findByText('Żaden dokument nie ma tego kodu')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sprawdź dokument' })).toBeInTheDocument();
  });
});

describe('/verify', () => {
  it('opens the page of the code typed in', async () => {
    const asked: string[] = [];
    server.use(verifyHandler(crewOpinion('valid'), asked));
    const { user, router } = await openPage('/verify');
    expect(screen.getByText(v.intro)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: v.form.label }), 'K7MP-4QX9-RT2W');
    await user.click(screen.getByRole('button', { name: v.form.submit }));
    expect(await screen.findByRole('status')).toHaveTextContent(v.status.valid);
    expect(router.state.location.pathname).toBe(`/verify/${testCode}`);
    expect(asked).toEqual([testCode]);
  });
});
