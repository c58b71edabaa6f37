import type { TFunction } from 'i18next';
import type { Trip } from '#domain/trip.ts';
import type { TripFormValues } from '#domain/trip-form.ts';
import type { PrintedText } from './unprintable-warning.tsx';

/**
 * The texts the voyage card, the crew opinions and the public trip card print from a trip, typed by the
 * captain; chosen values (licence grades, roles, ratings) are the catalogue's and always print.
 */
interface TypedTexts {
  captainName: string;
  captainLicence: string;
  captainLicenceNumber: string;
  captainEmail: string;
  captainPhone: string;
  yachtName: string;
  registrationNumber: string;
  yachtType: string;
  homePort: string;
  ownerName: string;
  ownerAddress: string;
  embarkationPort: string;
  disembarkationPort: string;
  visitedPorts: readonly string[];
  logbookNumber: string;
  captainNotes: string;
  crew: readonly {
    name: string;
    role: string;
    licence: string;
    licenceNumber: string;
    email: string;
    phone: string;
    notes: string;
  }[];
}

/** Each typed text with where it is typed ("Crew member 2's name"). */
function labelled(texts: TypedTexts, t: TFunction): PrintedText[] {
  const label = (key: string, params?: Record<string, unknown>) =>
    t(`documents.unprintable.fields.${key}`, params ?? {});
  return [
    { label: label('captain_name'), text: texts.captainName },
    { label: label('captain_licence'), text: texts.captainLicence },
    { label: label('captain_licence_number'), text: texts.captainLicenceNumber },
    { label: label('captain_email'), text: texts.captainEmail },
    { label: label('captain_phone'), text: texts.captainPhone },
    { label: label('yacht_name'), text: texts.yachtName },
    { label: label('registration_number'), text: texts.registrationNumber },
    { label: label('yacht_type'), text: texts.yachtType },
    { label: label('home_port'), text: texts.homePort },
    { label: label('owner_name'), text: texts.ownerName },
    { label: label('owner_address'), text: texts.ownerAddress },
    { label: label('embarkation_port'), text: texts.embarkationPort },
    { label: label('disembarkation_port'), text: texts.disembarkationPort },
    ...texts.visitedPorts.map((port, i) => ({ label: label('visited_port', { number: i + 1 }), text: port })),
    { label: label('logbook_number'), text: texts.logbookNumber },
    { label: label('captain_notes'), text: texts.captainNotes },
    ...texts.crew.flatMap((member, i) => {
      const number = { number: i + 1 };
      return [
        { label: label('crew_name', number), text: member.name },
        { label: label('crew_role', number), text: member.role },
        { label: label('crew_licence', number), text: member.licence },
        { label: label('crew_licence_number', number), text: member.licenceNumber },
        { label: label('crew_email', number), text: member.email },
        { label: label('crew_phone', number), text: member.phone },
        { label: label('crew_notes', number), text: member.notes },
      ];
    }),
  ];
}

/** A saved trip's texts, as its voyage card and crew opinions print them. */
export function tripPrintedTexts(trip: Trip, t: TFunction): PrintedText[] {
  const { captain } = trip;
  return labelled(
    {
      captainName: `${captain.first_name} ${captain.last_name}`,
      captainLicence: captain.other_license,
      captainLicenceNumber: captain.license_number,
      captainEmail: captain.email,
      captainPhone: captain.phone,
      yachtName: trip.yacht_name,
      registrationNumber: trip.registration_number,
      yachtType: trip.yacht_type,
      homePort: trip.home_port,
      ownerName: trip.yacht_owner_name,
      ownerAddress: trip.yacht_owner_address,
      embarkationPort: trip.embarkation_port,
      disembarkationPort: trip.disembarkation_port,
      visitedPorts: trip.visited_ports.map((port) => port.name),
      logbookNumber: trip.logbook_number,
      captainNotes: trip.captain_notes,
      crew: trip.crew_members.map((member) => ({
        name: member.full_name,
        role: member.other_role,
        licence: member.other_license,
        licenceNumber: member.license_number,
        email: member.email,
        phone: member.phone,
        notes: member.captain_notes,
      })),
    },
    t,
  );
}

/** The trip form's texts as typed so far (the public trip card prints them when the form is sent). */
export function formPrintedTexts(values: TripFormValues, t: TFunction): PrintedText[] {
  return labelled(
    {
      captainName: `${values.firstName} ${values.lastName}`,
      captainLicence: values.otherLicense,
      captainLicenceNumber: values.licenseNumber,
      captainEmail: values.email,
      captainPhone: values.phone,
      yachtName: values.yachtName,
      registrationNumber: values.registrationNumber,
      yachtType: values.yachtType,
      homePort: values.homePort,
      ownerName: values.yachtOwnerName,
      ownerAddress: values.yachtOwnerAddress,
      embarkationPort: values.embarkationPort,
      disembarkationPort: values.disembarkationPort,
      visitedPorts: values.visitedPorts.map((port) => port.name),
      logbookNumber: values.logbookNumber,
      captainNotes: values.captainNotes,
      crew: values.crewMembers.map((member) => ({
        name: member.fullName,
        role: member.otherRole,
        licence: member.otherLicense,
        licenceNumber: member.licenseNumber,
        email: member.email,
        phone: member.phone,
        notes: member.captainNotes,
      })),
    },
    t,
  );
}
