import { opinionFormLine, opinionFormRatings, opinionFormText } from '#domain/crew-opinion-form.ts';
import type { Language } from '#domain/language.ts';
import type { CrewMember, Trip } from '#domain/trip.ts';
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

/** The label each rating of the form is printed under (pdf.labels). */
const ratingLabels = {
  seasickness: 'seasickness',
  resistance: 'resistance',
  performance: 'performance',
  captain_opinion: 'overall_opinion',
} as const;

/**
 * Opinia z rejsu / crew opinion: a crew member's proof of sea time for PZŻ licence exams, one per member, with
 * the captain's assessment and a place for the captain's signature. In the voyage card's order (the PZŻ form's):
 * captain, yacht, cruise, hours, then the crew member with the captain's assessment (the form's ratings, every
 * choice printed and the chosen one ticked: crew-opinion-form.ts), remarks and signature.
 */
export async function renderCrewOpinion(
  trip: Trip,
  member: CrewMember,
  options: { language: Language; logo?: Buffer | null; mark?: DocumentMark },
) {
  const format = documentFormat(options.language, (key) => translate(options.language, key));
  const pdf = await createPdf({
    language: options.language,
    title: 'crew_opinion',
    ...tripDocumentInfo(trip, 'crew_opinion'),
    subtitle: `${member.full_name} · ${trip.yacht_name} · ${trip.embarkation_port} → ${trip.disembarkation_port}`,
    titleDetail: `${member.full_name}, ${tripTitleDetail(trip, format)}`,
    logo: options.logo,
    ...(options.mark ? { mark: options.mark } : {}),
  });
  pdf.header();
  captainBlock(pdf, trip);
  yachtBlock(pdf, trip, format);
  cruiseBlock(pdf, trip, format);
  hoursBlock(pdf, trip, format);
  pdf.section('crew_member');
  const confirmedOn = crewConfirmedOn(member, format);
  pdf.fields(
    [
      { label: 'full_name', value: member.full_name },
      { label: 'function_on_board', value: roleLabel(pdf.t, member.role, member.other_role) },
      { label: 'licence', value: licenceLabel(pdf.t, member.license_type, member.other_license) },
      { label: 'licence_number', value: member.license_number },
      { label: 'phone', value: member.phone },
      { label: 'email', value: member.email },
      ...(confirmedOn ? [{ label: 'confirmed_by_crew_on', value: confirmedOn, span: 3 }] : []),
    ],
    3,
  );
  pdf.section('captain_opinion_section');
  // As on the PZŻ form: each rating on a line of its own, every choice listed and the captain's ticked.
  pdf.fields(
    opinionFormRatings.map((rating) => ({
      label: ratingLabels[rating],
      value: opinionFormText(opinionFormLine(rating, member[rating]), pdf.t),
    })),
    1,
  );
  pdf.section('remarks');
  pdf.textBox(member.captain_notes, { minHeight: 40, keepWithNext: signatureHeight });
  pdf.signatures(['captain_signature']);
  return pdf.finish();
}
