import { languages } from '#domain/language.ts';
import { licenceAliases, licenceTypes } from '#domain/licence.ts';
import {
  crewAssessmentLabels,
  crewLicenceTypes,
  crewRoles,
  rolesOnBoard,
  tripStatuses,
  tripWaters,
} from '#domain/trip-enums.ts';
import {
  type AssessmentKind,
  assessmentLabel,
  licenceLabel,
  roleLabel,
  roleOnBoardLabel,
  statusLabel,
  type TFunction,
  watersLabel,
} from '#domain/trip-labels.ts';
import { normaliseHeader } from '#domain/trip-transfer/columns.ts';
import { translate } from '../http/messages.ts';

/** The lists a spreadsheet cell may name by its stored value or by its label in either language. */
export type ChoiceList =
  | 'status'
  | 'role_on_board'
  | 'waters'
  | 'licence'
  | 'crew_role'
  | 'crew_licence'
  | AssessmentKind;

const lists: Record<
  ChoiceList,
  { values: readonly string[]; label: (t: TFunction, value: string) => string }
> = {
  status: { values: tripStatuses, label: statusLabel },
  role_on_board: { values: rolesOnBoard, label: roleOnBoardLabel },
  waters: { values: tripWaters, label: watersLabel },
  licence: { values: licenceTypes, label: (t, value) => licenceLabel(t, value, '') },
  crew_role: { values: crewRoles, label: (t, value) => roleLabel(t, value, '') },
  crew_licence: { values: crewLicenceTypes, label: (t, value) => licenceLabel(t, value, '') },
  captain_opinion: {
    values: crewAssessmentLabels.captain_opinion,
    label: (t, value) => assessmentLabel(t, 'captain_opinion', value),
  },
  performance: {
    values: crewAssessmentLabels.performance,
    label: (t, value) => assessmentLabel(t, 'performance', value),
  },
  seasickness: {
    values: crewAssessmentLabels.seasickness,
    label: (t, value) => assessmentLabel(t, 'seasickness', value),
  },
  resistance: {
    values: crewAssessmentLabels.resistance,
    label: (t, value) => assessmentLabel(t, 'resistance', value),
  },
};

const indexes = new Map<ChoiceList, Map<string, string>>();

/** Every way of writing each value of the list, compared after normaliseHeader; the stored value wins a tie. */
function indexOf(list: ChoiceList): Map<string, string> {
  const known = indexes.get(list);
  if (known) return known;
  const { values, label } = lists[list];
  const index = new Map<string, string>();
  const add = (written: string, value: string) => {
    const key = normaliseHeader(written);
    if (key !== '' && !index.has(key)) index.set(key, value);
  };
  for (const value of values) add(value, value);
  if (list === 'licence' || list === 'crew_licence') {
    for (const [alias, value] of Object.entries(licenceAliases)) add(alias, value);
  }
  for (const language of languages) {
    const t: TFunction = (key) => translate(language, key);
    for (const value of values) add(label(t, value), value);
  }
  indexes.set(list, index);
  return index;
}

/**
 * The stored value a cell names (its value, another spelling of a licence, or its label in English or Polish,
 * case and accents aside); the text as written when it names none, so that the schema refuses it.
 */
export function readChoice(text: string, list: ChoiceList): string {
  const key = normaliseHeader(text);
  if (key === '') return '';
  return indexOf(list).get(key) ?? text.trim();
}
