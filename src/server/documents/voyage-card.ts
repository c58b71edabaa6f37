import type { Language } from '#domain/language.ts';
import type { Trip } from '#domain/trip.ts';
import { licenceLabel, roleLabel } from '#domain/trip-labels.ts';
import { translate } from '../http/messages.ts';
import { createPdf, type DocumentMark } from '../pdf/pdf-writer.ts';
import { signatureHeight } from '../pdf/signature-places.ts';
import { documentFormat } from './document-format.ts';
import {
  captainBlock,
  crewConfirmedOn,
  cruiseBlock,
  hoursBlock,
  tripTitleDetail,
  yachtBlock,
} from './trip-blocks.ts';
import { tripDocumentInfo } from './trip-document-info.ts';

/** A text of several lines (an address) as one: its lines trimmed and parted by commas. */
const oneLine = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim().replace(/,$/, ''))
    .filter(Boolean)
    .join(', ');

/** The crew table keeps at least this many numbered rows, so a printed card can be completed by hand. */
export const crewRowsOnCard = 12;

/**
 * Karta rejsu / voyage card: the captain's proof of sea time for PZŻ licence exams. One per trip; the public
 * trip card uses the same layout. In the order of the PZŻ "Karta rejsu / Captain's certificate of passage":
 * captain, yacht, cruise, hours, crew, the captain's remarks and signature, the owner's remarks and signature (the
 * owner's name and address printed in the box when the trip names them).
 */
export async function renderVoyageCard(
  trip: Trip,
  options: { language: Language; logo?: Buffer | null; mark?: DocumentMark },
) {
  const format = documentFormat(options.language, (key) => translate(options.language, key));
  // The public trip card is the voyage card made without an account: its mark says so.
  const publicCard = options.mark?.kind === 'not_verifiable' && options.mark.reason === 'public_card';
  const pdf = await createPdf({
    language: options.language,
    title: 'voyage_card',
    ...tripDocumentInfo(trip, publicCard ? 'trip_card' : 'voyage_card'),
    subtitle: `${trip.yacht_name} · ${trip.embarkation_port} → ${trip.disembarkation_port}`,
    titleDetail: tripTitleDetail(trip, format),
    logo: options.logo,
    ...(options.mark ? { mark: options.mark } : {}),
  });
  pdf.header();
  captainBlock(pdf, trip);
  yachtBlock(pdf, trip, format);
  cruiseBlock(pdf, trip, format);
  hoursBlock(pdf, trip, format);
  pdf.section('crew');
  pdf.table(
    [
      { label: 'number', width: 4, align: 'right' },
      { label: 'full_name', width: 24 },
      // Wide enough for an English licence name with its Polish one and the number on one line.
      { label: 'licence', width: 38 },
      { label: 'function_on_board', width: 15 },
      // A column of dates: a line under the name would make the confirmed rows, and the card, taller.
      { label: 'confirmed_by_crew_on', width: 19 },
    ],
    Array.from({ length: Math.max(crewRowsOnCard, trip.crew_members.length) }, (_, index) => {
      const member = trip.crew_members[index];
      if (!member) return [String(index + 1), '', '', '', ''];
      return [
        String(index + 1),
        member.full_name,
        [licenceLabel(pdf.t, member.license_type, member.other_license), member.license_number]
          .filter(Boolean)
          .join(' · '),
        roleLabel(pdf.t, member.role, member.other_role),
        crewConfirmedOn(member, format),
      ];
    }),
    { keepTogether: true },
  );
  pdf.section('captain_remarks');
  // Both signatures on the last page, with the end of the remarks.
  // The yacht's owner, when the trip names one, printed in the owner's box above the room for remarks; the
  // address on one line, its lines parted by commas, so the box (and the card) grows as little as it can.
  const owner = [
    { label: 'owner_name', value: trip.yacht_owner_name.trim() },
    { label: 'owner_address', value: oneLine(trip.yacht_owner_address) },
  ].filter((entry) => entry.value !== '');
  pdf.textBox(trip.captain_notes, {
    minHeight: 30,
    keepWithNext: signatureHeight + pdf.handwrittenRemarksHeight(owner),
  });
  pdf.signatures(['captain_signature']);
  pdf.handwrittenRemarks('owner_remarks', 'owner_signature', owner);
  return pdf.finish();
}
