import type { Language } from '#domain/language.ts';
import type { CrewMember, Trip } from '#domain/trip.ts';
import { assessmentLabel, licenceLabel, roleLabel } from '#domain/trip-labels.ts';
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

/**
 * Opinia z rejsu / crew opinion: a crew member's proof of sea time for PZŻ licence exams, one per member, with
 * the captain's assessment and a place for the captain's signature. In the voyage card's order (the PZŻ form's):
 * captain, yacht, cruise, hours, then the crew member with the captain's assessment, remarks and signature.
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
  pdf.fields(
    [
      { label: 'overall_opinion', value: assessmentLabel(pdf.t, 'captain_opinion', member.captain_opinion) },
      { label: 'performance', value: assessmentLabel(pdf.t, 'performance', member.performance) },
      { label: 'seasickness', value: assessmentLabel(pdf.t, 'seasickness', member.seasickness) },
      { label: 'resistance', value: assessmentLabel(pdf.t, 'resistance', member.resistance) },
    ],
    4,
  );
  pdf.section('remarks');
  pdf.textBox(member.captain_notes, { minHeight: 40, keepWithNext: signatureHeight });
  pdf.signatures(['captain_signature']);
  return pdf.finish();
}
