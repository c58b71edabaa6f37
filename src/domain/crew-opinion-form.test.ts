import { describe, expect, it } from 'vitest';
import { opinionFormLine, opinionFormText } from './crew-opinion-form.ts';

const ticked = (rating: Parameters<typeof opinionFormLine>[0], stored: string) =>
  opinionFormLine(rating, stored)
    .choices.filter((choice) => choice.ticked)
    .map((choice) => choice.value);

describe('the PZŻ opinion form’s ratings', () => {
  it('lists every choice in the form’s order with its catalogue key and ticks the stored one', () => {
    expect(opinionFormLine('seasickness', 'mild')).toEqual({
      rating: 'seasickness',
      choices: [
        { value: 'none', key: 'pdf.opinion.seasickness.none', ticked: false },
        { value: 'mild', key: 'pdf.opinion.seasickness.mild', ticked: true },
        { value: 'severe', key: 'pdf.opinion.seasickness.severe', ticked: false },
      ],
      unlisted: '',
    });
    expect(ticked('captain_opinion', 'negative')).toEqual(['negative']);
    expect(ticked('resistance', 'insufficient')).toEqual(['insufficient']);
  });

  it('ticks an older duties grade at the same place on the scale', () => {
    expect(ticked('performance', 'excellent')).toEqual(['very_good']);
    expect(ticked('performance', 'average')).toEqual(['sufficient']);
    expect(ticked('performance', 'poor')).toEqual(['insufficient']);
  });

  it('leaves unknown and not tested blank, and keeps a value the form does not know beside the empty boxes', () => {
    expect(ticked('seasickness', 'unknown')).toEqual([]);
    expect(ticked('resistance', 'not_tested')).toEqual([]);
    expect(opinionFormLine('resistance', 'not_tested').unlisted).toBe('');
    const imported = opinionFormLine('performance', 'wzorowo');
    expect(ticked('performance', 'wzorowo')).toEqual([]);
    expect(opinionFormText(imported, (key) => key.split('.').at(-1) ?? key)).toBe(
      '☐ very_good   ☐ good   ☐ sufficient   ☐ insufficient   (wzorowo)',
    );
  });
});
