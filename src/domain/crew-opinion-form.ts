/**
 * The ratings of the PZŻ crew opinion form ("Opinia z rejsu"), in the form's order, each with its choices in the
 * form's order. A document prints every choice and ticks the one stored; the wording lives in the catalogue under
 * pdf.opinion.<rating>.<choice> (the form's own words, docs/documents.md).
 */
export const opinionFormRatings = ['seasickness', 'resistance', 'performance', 'captain_opinion'] as const;
export type OpinionFormRating = (typeof opinionFormRatings)[number];

export const opinionFormChoices = {
  seasickness: ['none', 'mild', 'severe'],
  resistance: ['good', 'sufficient', 'insufficient'],
  performance: ['very_good', 'good', 'sufficient', 'insufficient'],
  captain_opinion: ['positive', 'negative'],
} as const satisfies Record<OpinionFormRating, readonly string[]>;

/**
 * Older trips graded duties on a four-step scale of their own; each step ticks the form's step in the same place
 * (excellent the best, poor the worst), so an old opinion keeps its rank on the form.
 */
const legacyChoices: Partial<Record<OpinionFormRating, Record<string, string>>> = {
  performance: { excellent: 'very_good', average: 'sufficient', poor: 'insufficient' },
};

/** The values the form leaves blank (every box empty): nothing was assessed. */
const blankValues = ['unknown', 'not_tested', ''];

export interface OpinionFormChoice {
  value: string;
  /** The catalogue key of the choice's wording. */
  key: string;
  ticked: boolean;
}

export interface OpinionFormLine {
  rating: OpinionFormRating;
  choices: OpinionFormChoice[];
  /**
   * A stored value the form has no choice for (an import's own word): printed after the empty boxes as it was
   * stored, so nothing the captain wrote is lost. Empty otherwise.
   */
  unlisted: string;
}

/** One rating as the form prints it: every choice, the stored one ticked; unknown and not tested tick none. */
export function opinionFormLine(rating: OpinionFormRating, stored: string): OpinionFormLine {
  const listed: readonly string[] = opinionFormChoices[rating];
  const chosen = legacyChoices[rating]?.[stored] ?? stored;
  const known = listed.includes(chosen);
  return {
    rating,
    choices: listed.map((value) => ({
      value,
      key: `pdf.opinion.${rating}.${value}`,
      ticked: value === chosen,
    })),
    unlisted: known || blankValues.includes(stored.trim()) ? '' : stored.trim(),
  };
}

/** The ticked and the empty box as printed (U+2612, U+2610): characters, so the text layer reads them. */
export const tickedBox = '\u2612';
export const emptyBox = '\u2610';

/** A rating on one line, as the form reads: "☒ nie podlegał   ☐ chorował sporadycznie i mógł pracować   ☐ …". */
export function opinionFormText(line: OpinionFormLine, t: (key: string) => string): string {
  const choices = line.choices.map((choice) => `${choice.ticked ? tickedBox : emptyBox} ${t(choice.key)}`);
  return [...choices, ...(line.unlisted ? [`(${line.unlisted})`] : [])].join('   ');
}
