import { deckLogDays, outsideTripDays } from '#domain/deck-log/entry-days.ts';
import { summarizeDeckLog } from '#domain/deck-log/summary.ts';
import {
  type DeckLogAuthor,
  type DeckLogBatchResult,
  type DeckLogEntry,
  type DeckLogEntryInput,
  type DeckLogSummary,
  type DeckLogTrip,
  deckLogEntryInputSchema,
  deckLogKinds,
  deckLogLimits,
  shipDate,
  visibilities,
} from '#domain/deck-log.ts';
import { type Language, localeOf } from '#domain/language.ts';
import { premiumRequiredError } from '#domain/premium-required.ts';
import { premiumStatus } from '#domain/subscription.ts';
import { formatCalendarDate } from '#domain/trip-days.ts';
import type { TokenKind } from '../db/schema.ts';
import {
  type FieldErrors,
  HttpError,
  issueFieldErrors,
  NotFoundError,
  UnprocessableError,
} from '../http/errors.ts';
import { translate } from '../http/messages.ts';
import type { DeckLogRepository, DeckLogRow, DeckLogTripRow, NewDeckLogRow } from './repository.ts';

/** Who asks: a captain's or a student's session. */
export interface DeckLogViewer {
  kind: TokenKind;
  ownerId: number;
}

/** A trip's log as the page and the PDF show it (GET /api/sailing-trips/{id}/log-entries without `success`). */
export interface DeckLogRead {
  trip: DeckLogTrip;
  entries: DeckLogEntry[];
  summary: DeckLogSummary;
  crew_may_write: boolean;
  can_write: boolean;
}

/** What the viewer may do with the trip's log, checked once at the top of every method. */
interface Access {
  trip: DeckLogTripRow;
  /** Who the viewer's entries are written by. */
  author: DeckLogAuthor & { userId: number | null; studentId: number | null };
  /** The trip's captain's premium is active: entries may be added. */
  canWrite: boolean;
}

/** A rule an entry broke: the field, its catalogue key and the key's params. */
interface Refusal {
  field: string;
  key: string;
  params?: Record<string, unknown>;
}

type Outcome =
  | { status: 'created'; entry: DeckLogEntry }
  | { status: 'exists'; entry: DeckLogEntry }
  | { status: 'invalid'; refusals: Refusal[] };

const dayMs = 86_400_000;

function listed<T extends string>(values: readonly T[], value: string, fallback: T): T {
  return (values as readonly string[]).includes(value) ? (value as T) : fallback;
}

/** A stored row as served. */
export function toEntry(row: DeckLogRow): DeckLogEntry {
  return {
    id: row.id,
    logged_at: row.logged_at,
    kind: listed(deckLogKinds, row.kind, 'note'),
    position: row.lat === null || row.lon === null ? null : { lat: Number(row.lat), lon: Number(row.lon) },
    course_deg: row.course_deg,
    heading_deg: row.heading_deg,
    sog_kn: row.sog_kn === null ? null : Number(row.sog_kn),
    stw_kn: row.stw_kn === null ? null : Number(row.stw_kn),
    log_nm: row.log_nm === null ? null : Number(row.log_nm),
    wind_dir_deg: row.wind_dir_deg,
    wind_bft: row.wind_bft,
    sea_state: row.sea_state,
    pressure_hpa: row.pressure_hpa === null ? null : Number(row.pressure_hpa),
    visibility: row.visibility === null ? null : listed(visibilities, row.visibility, 'good'),
    sails: row.sails,
    engine_hours: row.engine_hours === null ? null : Number(row.engine_hours),
    text: row.text,
    author: { role: row.author_role === 'crew' ? 'crew' : 'captain', name: row.author_name },
    corrects: row.corrects,
    received_at: row.received_at,
  };
}

function toTrip(trip: DeckLogTripRow): DeckLogTrip {
  return {
    id: trip.id,
    yacht_name: trip.yacht_name,
    registration_number: trip.registration_number,
    captain_name: `${trip.captain_first_name} ${trip.captain_last_name}`.trim(),
    embarkation_port: trip.embarkation_port,
    disembarkation_port: trip.disembarkation_port,
    embarkation_date: trip.embarkation_date,
    disembarkation_date: trip.disembarkation_date,
    status: trip.status,
  };
}

const blankToNull = (text: string | null | undefined) => (text ? text : null);

function toRow(input: DeckLogEntryInput, access: Access, receivedAt: string): NewDeckLogRow {
  return {
    id: input.id,
    logged_at: input.logged_at,
    logged_at_utc: new Date(input.logged_at).toISOString(),
    kind: input.kind,
    lat: input.position?.lat ?? null,
    lon: input.position?.lon ?? null,
    course_deg: input.course_deg ?? null,
    heading_deg: input.heading_deg ?? null,
    sog_kn: input.sog_kn ?? null,
    stw_kn: input.stw_kn ?? null,
    log_nm: input.log_nm ?? null,
    wind_dir_deg: input.wind_dir_deg ?? null,
    wind_bft: input.wind_bft ?? null,
    sea_state: input.sea_state ?? null,
    pressure_hpa: input.pressure_hpa ?? null,
    visibility: input.visibility ?? null,
    sails: blankToNull(input.sails),
    engine_hours: input.engine_hours ?? null,
    text: blankToNull(input.text),
    author_role: access.author.role,
    author_name: access.author.name,
    author_user_id: access.author.userId,
    author_student_id: access.author.studentId,
    corrects: input.corrects ?? null,
    received_at: receivedAt,
  };
}

const isoDay = (day: number) => new Date(day * dayMs).toISOString().slice(0, 10);

/**
 * The deck log of a trip (docs/deck-log.md, "API and rules"): an append-only record. The trip's captain reads it
 * always and writes with premium; a student linked to the trip's crew reads and writes only while the captain
 * lets the crew write (and writes with the captain's premium); anyone else, and everyone once the trip is
 * deleted, gets 404.
 */
export function deckLogService({
  log,
  now = () => new Date(),
}: {
  log: DeckLogRepository;
  now?: () => Date;
}) {
  /** The viewer's access to the trip's log, or 404 as for a trip that does not exist. */
  async function accessTo(viewer: DeckLogViewer, tripId: number): Promise<Access> {
    if (viewer.kind === 'captain') {
      const trip = await log.tripOfCaptain(viewer.ownerId, tripId);
      if (!trip) throw new NotFoundError();
      return {
        trip,
        author: {
          role: 'captain',
          name: `${trip.captain_first_name} ${trip.captain_last_name}`.trim(),
          userId: viewer.ownerId,
          studentId: null,
        },
        canWrite: premiumStatus(trip.premium_until, now()) === 'active',
      };
    }
    const trip = await log.tripOfStudent(viewer.ownerId, tripId);
    if (!trip?.deck_log_crew_may_write) throw new NotFoundError();
    return {
      trip,
      author: { role: 'crew', name: trip.student_name, userId: null, studentId: viewer.ownerId },
      canWrite: premiumStatus(trip.premium_until, now()) === 'active',
    };
  }

  async function writerOf(viewer: DeckLogViewer, tripId: number): Promise<Access> {
    const access = await accessTo(viewer, tripId);
    if (!access.canWrite) {
      throw new HttpError(403, 'errors.premium_required', { error: premiumRequiredError });
    }
    return access;
  }

  /** The rules an entry that read well must also keep, before the log is looked at. */
  function refusalsOf(input: DeckLogEntryInput, trip: DeckLogTripRow, language: Language): Refusal[] {
    const refusals: Refusal[] = [];
    const { from, to } = deckLogDays(trip);
    if (outsideTripDays(shipDate(input.logged_at), trip)) {
      const locale = localeOf(language);
      const named = (value: number | null) =>
        value === null ? '…' : formatCalendarDate(isoDay(value), locale);
      refusals.push({
        field: 'logged_at',
        key: 'deck_log.errors.date_out_of_range',
        params: { from: named(from), to: named(to) },
      });
    }
    if (input.corrects === input.id)
      refusals.push({ field: 'corrects', key: 'deck_log.errors.corrects_self' });
    return refusals;
  }

  /**
   * Stores the entries that read well and keep the rules, in input order, in one transaction; answers what became
   * of each. An id already in the log, or earlier in the same call, is 'exists' and changes nothing.
   */
  async function store(
    access: Access,
    inputs: readonly ({ input: DeckLogEntryInput; refusals: Refusal[] } | null)[],
  ): Promise<Outcome[] | undefined> {
    const ids = inputs.flatMap((item) =>
      item ? [item.input.id, ...(item.input.corrects ? [item.input.corrects] : [])] : [],
    );
    const receivedAt = now().toISOString();
    return log.store(access.trip.id, ids, (stored, count) => {
      const created = new Map<string, NewDeckLogRow>();
      const outcomes: Outcome[] = inputs.map((item) => {
        if (!item) return { status: 'invalid', refusals: [] };
        const { input } = item;
        const before = stored.get(input.id);
        if (before) return { status: 'exists', entry: toEntry(before) };
        const earlier = created.get(input.id);
        if (earlier)
          return { status: 'exists', entry: toEntry({ ...earlier, seq: 0, trip_id: access.trip.id }) };
        const refusals = [...item.refusals];
        if (input.corrects && input.corrects !== input.id) {
          if (!stored.has(input.corrects) && !created.has(input.corrects)) {
            refusals.push({ field: 'corrects', key: 'deck_log.errors.corrects_unknown' });
          }
        }
        if (refusals.length === 0 && count + created.size >= deckLogLimits.entriesPerTrip) {
          refusals.push({
            field: 'entry',
            key: 'deck_log.errors.limit',
            params: { limit: deckLogLimits.entriesPerTrip },
          });
        }
        if (refusals.length > 0) return { status: 'invalid', refusals };
        const row = toRow(input, access, receivedAt);
        created.set(row.id, row);
        return { status: 'created', entry: toEntry({ ...row, seq: 0, trip_id: access.trip.id }) };
      });
      return { rows: [...created.values()], answer: outcomes };
    });
  }

  const translated = (refusals: Refusal[], language: Language): FieldErrors => {
    const errors: FieldErrors = {};
    for (const { field, key, params } of refusals) {
      errors[field] = [...(errors[field] ?? []), translate(language, key, params)];
    }
    return errors;
  };

  return {
    /**
     * The trip's log for the viewer: the trip's header, every entry oldest first (by the instant written, then as
     * received), the summary, the trip's "crew may write" and whether the viewer may add entries now. Reading
     * needs no premium. Also what the deck log PDF prints.
     */
    async read(viewer: DeckLogViewer, tripId: number): Promise<DeckLogRead> {
      const access = await accessTo(viewer, tripId);
      const entries = (await log.entriesOf(tripId)).map(toEntry);
      return {
        trip: toTrip(access.trip),
        entries,
        summary: summarizeDeckLog(entries),
        crew_may_write: Boolean(access.trip.deck_log_crew_may_write),
        can_write: access.canWrite,
      };
    },

    /**
     * Adds one entry (already read by the route's schema). created: false when its id was stored before: the
     * stored entry is answered and nothing changes. A broken rule is a 422 on its field.
     */
    async add(
      viewer: DeckLogViewer,
      tripId: number,
      input: DeckLogEntryInput,
      language: Language,
    ): Promise<{ entry: DeckLogEntry; created: boolean }> {
      const access = await writerOf(viewer, tripId);
      const [outcome] =
        (await store(access, [{ input, refusals: refusalsOf(input, access.trip, language) }])) ?? [];
      if (!outcome) throw new NotFoundError();
      if (outcome.status === 'invalid') {
        const [first] = outcome.refusals;
        const fields: Record<string, string> = {};
        for (const refusal of outcome.refusals) fields[refusal.field] ??= refusal.key;
        throw new UnprocessableError(first?.key ?? 'errors.validation', fields, first?.params ?? {});
      }
      return { entry: outcome.entry, created: outcome.status === 'created' };
    },

    /**
     * Adds a batch: each entry is read on its own, and those that read well and keep the rules are stored (in one
     * transaction) even when others are refused. One result per entry, in input order.
     */
    async addBatch(
      viewer: DeckLogViewer,
      tripId: number,
      entries: readonly unknown[],
      language: Language,
    ): Promise<DeckLogBatchResult[]> {
      const access = await writerOf(viewer, tripId);
      const t = (key: string, params?: Record<string, unknown>) => translate(language, key, params);
      const read = entries.map((raw) => {
        const sentId =
          raw !== null && typeof raw === 'object' && 'id' in raw && typeof raw.id === 'string'
            ? raw.id
            : null;
        const parsed = deckLogEntryInputSchema.safeParse(raw);
        if (!parsed.success) {
          return { sentId, item: null, errors: issueFieldErrors(parsed.error.issues, t) };
        }
        const input = parsed.data;
        return { sentId, item: { input, refusals: refusalsOf(input, access.trip, language) }, errors: null };
      });
      const outcomes = await store(
        access,
        read.map(({ item }) => item),
      );
      if (!outcomes) throw new NotFoundError();
      return read.map(({ sentId, errors }, index): DeckLogBatchResult => {
        const outcome = outcomes[index];
        if (errors || !outcome) return { id: sentId, status: 'invalid', errors: errors ?? {} };
        if (outcome.status === 'invalid') {
          return { id: sentId, status: 'invalid', errors: translated(outcome.refusals, language) };
        }
        return { id: sentId, status: outcome.status };
      });
    },

    /** Turns the trip's "crew may write" on or off (the trip's captain; the route checks premium). */
    async setCrewMayWrite(ownerId: number, tripId: number, value: boolean): Promise<boolean> {
      if (!(await log.setCrewMayWrite(ownerId, tripId, value))) throw new NotFoundError();
      return value;
    },
  };
}

export type DeckLogService = ReturnType<typeof deckLogService>;
