import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { readServedTrip } from '#domain/trip.ts';
import { formValuesToRequest, tripToFormValues } from '#domain/trip-form-data.ts';
import en from '#locales/en.json';
import pl from '#locales/pl.json';
import {
  choose,
  crewMember,
  nextButton,
  renderTripForm,
  stepHeading,
  textbox,
  validTrip,
} from './testing.tsx';

const w = en.trips.wizard;

/** The form opened on step 4 with steps 1-3 filled in. */
async function openCrewStep(changes: Parameters<typeof validTrip>[0] = {}, language: 'en' | 'pl' = 'en') {
  const user = userEvent.setup();
  await renderTripForm(
    { profileAutofill: false, yachtSearch: false, initialValues: validTrip(changes) },
    { language },
  );
  const next = language === 'en' ? w.next : pl.trips.wizard.next;
  for (let step = 1; step < 4; step += 1) await user.click(screen.getByRole('button', { name: next }));
  return user;
}

const member = (number: number) => screen.getByRole('region', { name: `Crew member ${number}` });
const addButtons = () => screen.getAllByRole('button', { name: w.crew.add });

describe('crew step', () => {
  it('is optional: the empty text, one add button, Next allowed', async () => {
    await openCrewStep();
    expect(stepHeading(w.steps.crew)).toBeInTheDocument();
    expect(screen.getByText(w.crew.empty)).toBeInTheDocument();
    expect(addButtons()).toHaveLength(1);
    expect(nextButton()).not.toHaveAttribute('aria-disabled');
  });

  it('adds members at the top and at the bottom, counts them and removes one', async () => {
    const user = await openCrewStep();
    await user.click(addButtons()[0] as HTMLElement);
    expect(textbox(w.crew.full_name, member(1))).toHaveFocus();
    expect(screen.getByText('1 crew member')).toBeInTheDocument();
    expect(addButtons()).toHaveLength(2);
    await user.type(textbox(w.crew.full_name, member(1)), 'Anna');

    await user.click(addButtons()[1] as HTMLElement);
    expect(screen.getByText('2 crew members')).toBeInTheDocument();
    await user.type(textbox(w.crew.full_name, member(2)), 'Piotr');

    await user.click(within(member(1)).getByRole('button', { name: 'Remove crew member 1' }));
    expect(screen.getByText('1 crew member')).toBeInTheDocument();
    expect(textbox(w.crew.full_name, member(1))).toHaveValue('Piotr');

    await user.click(within(member(1)).getByRole('button', { name: 'Remove crew member 1' }));
    expect(screen.getByText(w.crew.empty)).toBeInTheDocument();
    expect(addButtons()).toHaveLength(1);
  });

  it('requires the name, function and assessments of a listed member, and the texts for Other', async () => {
    const user = await openCrewStep();
    await user.click(addButtons()[0] as HTMLElement);
    expect(nextButton()).toHaveAttribute('aria-disabled', 'true');
    await user.click(nextButton());
    const card = member(1);
    for (const message of [
      en.trips.form.crew.full_name_required,
      en.trips.form.crew.role_required,
      en.trips.form.crew.captain_opinion_required,
      en.trips.form.crew.performance_required,
      en.trips.form.crew.seasickness_required,
      en.trips.form.crew.resistance_required,
    ]) {
      expect(within(card).getByText(message)).toBeInTheDocument();
    }
    expect(textbox(w.crew.captain_notes, card)).toHaveAttribute('rows', '3');

    await user.type(textbox(w.crew.full_name, card), 'Piotr Nowak');
    await choose(user, w.crew.role, en.trips.roles.other, card);
    await choose(user, w.crew.license_type, en.licence.types.other, card);
    await choose(user, w.crew.captain_opinion, en.trips.captain_opinion.positive, card);
    await choose(user, w.crew.performance, en.trips.performance.good, card);
    await choose(user, w.crew.seasickness, en.trips.seasickness.mild, card);
    await choose(user, w.crew.resistance, en.trips.resistance.not_tested, card);

    expect(within(card).getByText(en.trips.form.crew.other_role_required)).toBeInTheDocument();
    expect(within(card).getByText(en.trips.form.crew.other_license_required)).toBeInTheDocument();
    expect(nextButton()).toHaveAttribute('aria-disabled', 'true');
    await user.type(textbox(w.crew.other_role, card), 'Kuk');
    await user.type(textbox(w.crew.other_license, card), 'Ship cook certificate');
    expect(nextButton()).not.toHaveAttribute('aria-disabled');
    await user.click(nextButton());
    expect(stepHeading(w.steps.summary)).toBeInTheDocument();
  });

  it('offers every licence once, in groups by issuer, with Other last', async () => {
    const user = await openCrewStep({ crewMembers: [crewMember('Anna')] });
    const select = screen.getByRole('combobox', { name: w.crew.license_type });
    await user.click(select);
    const listbox = document.getElementById(select.getAttribute('aria-controls') ?? '') as HTMLElement;
    const groups = within(listbox)
      .getAllByRole('group', { hidden: true })
      .map((group) => ({
        name: group.getAttribute('aria-labelledby')
          ? document.getElementById(group.getAttribute('aria-labelledby') as string)?.textContent
          : '',
        options: within(group)
          .getAllByRole('option', { hidden: true })
          .map((option) => option.textContent),
      }));
    const types = en.licence.types;
    expect(groups).toEqual([
      { name: en.licence.groups.pzz, options: [types['pzz-kj'], types['pzz-jsm'], types['pzz-zj']] },
      {
        name: en.licence.groups.rya,
        options: [types['rya-ocean'], types['rya-offshore'], types['rya-coastal']],
      },
      {
        name: en.licence.groups.pzmwinw,
        options: [types['pzmwinw-sm'], types['pzmwinw-msm'], types['pzmwinw-km'], types['pzmwinw-mm']],
      },
      { name: en.licence.groups.hr, options: [types['hr-a'], types['hr-b'], types['hr-c']] },
      { name: en.licence.groups.other, options: [en.trips.crew_licences.starszy_oficer, types.other] },
    ]);
    const options = groups.flatMap((group) => group.options);
    expect(new Set(options).size).toBe(options.length);
  });

  it("opens a member stored with another spelling of a licence on that licence (the edit page's reading)", async () => {
    const request = formValuesToRequest(
      validTrip({ crewMembers: [crewMember('Anna'), crewMember('Piotr')] }),
    );
    const [anna, piotr] = request.crew_members ?? [];
    const stored = readServedTrip({
      ...request,
      id: 7,
      crew_members: [
        { ...anna, license_type: 'jachtowy_sternik_morski' },
        { ...piotr, license_type: 'kapitan_motorowodny' },
      ],
    });
    const user = userEvent.setup();
    await renderTripForm({
      mode: 'edit',
      tripId: 7,
      profileAutofill: false,
      yachtSearch: false,
      initialValues: tripToFormValues(stored),
    });
    for (let step = 1; step < 4; step += 1) await user.click(screen.getByRole('button', { name: w.next }));
    const licence = (card: HTMLElement) => within(card).getByRole('combobox', { name: w.crew.license_type });
    expect(licence(member(1))).toHaveValue(en.licence.types['pzz-jsm']);
    expect(licence(member(2))).toHaveValue(en.licence.types['pzmwinw-km']);
  });

  it('speaks Polish', async () => {
    await openCrewStep({ crewMembers: [crewMember('Anna'), crewMember('Jan'), crewMember('Ola')] }, 'pl');
    expect(screen.getByRole('heading', { level: 2, name: pl.trips.wizard.steps.crew })).toBeInTheDocument();
    expect(screen.getByText('3 członków załogi')).toBeInTheDocument();
    const card = screen.getByRole('region', { name: 'Członek załogi 1' });
    expect(within(card).getByRole('combobox', { name: /^Funkcja na jachcie/ })).toHaveValue(
      pl.trips.roles.crew,
    );
    expect(screen.getAllByRole('button', { name: pl.trips.wizard.crew.add })).toHaveLength(2);
  });
});
