import { expect } from '@playwright/test';
import { closeDialog, heading, nextStep, openDialog, type PageState } from './page-states.ts';

const tripStatusKeys = ['planned', 'in_progress', 'completed', 'cancelled'];

/** The captain with trips, yachts, invitations, students and planned trips. */
export const captainStates: PageState[] = [
  {
    name: 'dashboard',
    path: () => '/dashboard',
    reach: async (context) => {
      await heading(context, context.text('dashboard.welcome', { name: 'Ewa Żeglarska' }));
      await expect(
        context.page.getByRole('main').getByText(context.world.trip.yachtName).first(),
      ).toBeVisible();
    },
  },
  {
    name: 'trip list in cards, a badge of every status',
    path: () => '/sailing-trips',
    reach: async (context) => {
      await heading(context, context.text('trips.list.title_count', { count: 22 }));
      const list = context.page.getByRole('list', { name: context.text('trips.list.table_label') });
      for (const status of tripStatusKeys) {
        await expect(list.getByText(context.text(`trips.status.values.${status}`)).first()).toBeVisible();
      }
    },
  },
  {
    name: 'trip list in a table (cards on a phone)',
    reach: async (context) => {
      await context.page.getByText(context.text('trips.list.view_table'), { exact: true }).click();
      await expect(
        context.page.getByText(context.text(`trips.status.values.cancelled`), { exact: true }).first(),
      ).toBeVisible();
    },
  },
  {
    name: 'trip details',
    path: (world) => `/sailing-trips/${world.trip.id}`,
    reach: async (context) => {
      await heading(context, context.world.trip.yachtName);
      await expect(context.page.getByRole('listitem', { name: 'Piotr Nowak' })).toBeVisible();
    },
  },
  {
    name: 'trip details with the delete dialog open',
    reach: async (context) => {
      await openDialog(
        context,
        context.text('trips.detail.delete.open'),
        context.text('trips.detail.delete.title'),
      );
    },
  },
  {
    name: 'deck log with entries, a correction struck through',
    path: (world) => `/sailing-trips/${world.trip.id}/log`,
    reach: async (context) => {
      await heading(context, context.text('deck_log.page.title'));
      await expect(
        context.page.getByText(context.text('deck_log.table.corrected'), { exact: true }),
      ).toBeVisible();
    },
  },
  {
    name: 'deck log with the watch change form open',
    reach: async (context) => {
      await openDialog(
        context,
        context.text('deck_log.actions.watch_change'),
        context.text('deck_log.kinds.watch_change'),
      );
      await expect(
        context.page.getByRole('textbox', { name: context.text('deck_log.form.position'), exact: true }),
      ).toHaveValue('54°36.0′N 018°54.0′E');
    },
  },
  {
    name: 'deck log with the More menu open',
    reach: async (context) => {
      await closeDialog(context);
      await context.page.getByRole('button', { name: context.text('deck_log.actions.more_label') }).click();
      await expect(
        context.page.getByRole('menuitem', { name: context.text('deck_log.kinds.departure') }),
      ).toBeVisible();
    },
  },
  {
    name: 'trip form, step 1 (captain) of an edit',
    path: (world) => `/sailing-trips/edit/${world.trip.id}`,
    reach: async (context) => {
      await heading(context, context.text('trips.wizard.edit_title'));
      await expect(
        context.page.getByRole('textbox', { name: context.text('trips.wizard.captain.last_name') }),
      ).toHaveValue('Żółć');
    },
  },
  ...(['yacht', 'cruise', 'crew', 'summary'] as const).map(
    (step, index): PageState => ({
      name: `trip form, step ${index + 2} (${step}) of an edit`,
      reach: (context) => nextStep(context, step),
    }),
  ),
  {
    name: 'new trip form with the errors of an empty yacht step shown',
    path: () => '/sailing-trips/new',
    reach: async (context) => {
      await heading(context, context.text('trips.wizard.new_title'));
      await nextStep(context, 'yacht');
      // Next stays focusable but refuses (aria-disabled) while the step is invalid; pressing it shows why.
      await context.page
        .getByRole('button', { name: context.text('trips.wizard.next'), exact: true })
        .press('Enter');
      await expect(context.page.getByText(context.text('trips.wizard.next_blocked')).first()).toBeVisible();
    },
  },
  {
    name: 'yachts in cards',
    path: () => '/yachts',
    reach: async (context) => {
      await heading(context, context.text('yachts.list.title_count', { count: 2 }));
      await expect(context.page.getByRole('main').getByText('Dar Młodzieży').first()).toBeVisible();
    },
  },
  {
    name: 'yachts in a table with a row menu open (cards on a phone)',
    reach: async (context) => {
      await context.page.getByText(context.text('yachts.list.view_table'), { exact: true }).click();
      // Under 768 px the table falls back to cards and says so.
      if ((context.page.viewportSize()?.width ?? 0) < 768) {
        await expect(context.page.getByText(context.text('yachts.list.table_narrow'))).toBeVisible();
        return;
      }
      await context.page
        .getByRole('button', { name: context.text('yachts.list.actions_named', { name: 'Dar Młodzieży' }) })
        .click();
      await expect(context.page.getByRole('menu')).toBeVisible();
    },
  },
  {
    name: 'add yacht with the errors of an empty form',
    path: () => '/yachts/add',
    reach: async (context) => {
      await heading(context, context.text('yachts.form.add_title'));
      await context.page
        .getByRole('button', { name: context.text('yachts.form.submit_create'), exact: true })
        .click();
      await expect(context.page.getByRole('textbox').first()).toHaveAttribute('aria-invalid', 'true');
    },
  },
  {
    name: 'yacht details',
    path: (world) => `/yachts/${world.yacht.id}`,
    reach: async (context) => {
      await heading(context, context.world.yacht.name);
      await expect(context.page.getByRole('main').getByText('POL-1234').first()).toBeVisible();
    },
  },
  {
    name: 'yacht details with the delete dialog open',
    reach: async (context) => {
      await openDialog(context, context.text('yachts.detail.delete'), context.text('yachts.delete.title'));
    },
  },
  {
    name: 'edit yacht',
    path: (world) => `/yachts/${world.yacht.id}/edit`,
    reach: async (context) => {
      await heading(context, context.text('yachts.form.edit_title'));
      await expect(context.page.getByRole('textbox').first()).toHaveValue(context.world.yacht.name);
    },
  },
  ...(['profile', 'password', 'premium'] as const).map(
    (tab, index): PageState => ({
      name: `captain profile, ${tab} tab`,
      ...(index === 0 ? { path: () => '/captain-profile' } : {}),
      reach: async (context) => {
        await heading(context, context.text('captainProfile.title'));
        await context.page.getByRole('tab', { name: context.text(`captainProfile.tabs.${tab}`) }).click();
        await expect(
          context.page.getByRole('tab', { name: context.text(`captainProfile.tabs.${tab}`), selected: true }),
        ).toBeVisible();
        await expect(context.page.getByRole('tabpanel')).toBeVisible();
      },
    }),
  ),
  {
    name: 'CV',
    path: () => '/captain-cv',
    reach: async (context) => {
      await expect(context.page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(
        context.page.getByRole('main').getByText(context.world.trip.yachtName).first(),
      ).toBeVisible();
    },
  },
  {
    name: 'sea time',
    path: () => '/sea-time',
    reach: async (context) => {
      await heading(context, context.text('seaTime.title'));
      await expect(
        context.page.getByRole('heading', { name: context.text('seaTime.totals.title') }),
      ).toBeVisible();
    },
  },
  {
    name: 'trip import',
    path: () => '/sailing-trips/import',
    reach: (context) => heading(context, context.text('trip_import.page.title')),
  },
  {
    name: 'invitations tab',
    path: () => '/invitations?tab=invitations',
    reach: async (context) => {
      await heading(context, context.text('invitations_page.title'));
      await expect(context.page.getByText('Rejs po Mazurach').first()).toBeVisible();
    },
  },
  {
    name: 'students tab',
    reach: async (context) => {
      await context.page.getByRole('tab', { name: context.text('invitations_page.tabs.students') }).click();
      await expect(context.page.getByText('Zofia Kowalczyk').first()).toBeVisible();
    },
  },
  {
    name: 'students tab with the disconnect dialog open',
    reach: async (context) => {
      await openDialog(
        context,
        context.text('invitations_page.students.disconnect_named', { name: 'Zofia Kowalczyk' }),
        context.text('invitations_page.disconnect.title'),
      );
    },
  },
  {
    name: 'planned trips',
    path: () => '/planned-sailing-trips',
    reach: async (context) => {
      await heading(context, context.text('planned_trips_page.list.title_count', { total: 2 }));
      await expect(context.page.getByText(context.world.plannedTrip.name).first()).toBeVisible();
    },
  },
  {
    name: 'new planned trip',
    path: () => '/planned-sailing-trips/new',
    reach: (context) => heading(context, context.text('planned_trips_page.form.new_title')),
  },
  {
    name: 'planned trip with a pending, an accepted and a rejected student',
    path: (world) => `/planned-sailing-trips/${world.plannedTrip.id}`,
    reach: async (context) => {
      await heading(context, context.world.plannedTrip.name);
      await expect(context.page.getByText('Mam patent sternika.')).toBeVisible();
    },
  },
  {
    name: 'planned trip with the accept dialog open',
    reach: async (context) => {
      await openDialog(
        context,
        context.text('planned_trips_page.enrolments.accept'),
        context.text('planned_trips_page.decision.accept_title'),
      );
    },
  },
  {
    name: 'planned trip with the delete dialog open',
    reach: async (context) => {
      await closeDialog(context);
      await openDialog(
        context,
        context.text('planned_trips_page.detail.delete'),
        context.text('planned_trips_page.delete.title'),
      );
    },
  },
  {
    name: 'edit planned trip',
    path: (world) => `/planned-sailing-trips/edit/${world.plannedTrip.id}`,
    reach: async (context) => {
      await heading(context, context.text('planned_trips_page.form.edit_title'));
      await expect(context.page.getByRole('textbox').first()).toHaveValue(context.world.plannedTrip.name);
    },
  },
  {
    name: 'a planned trip turned into a trip: the trip form filled from it',
    path: (world) => `/planned-sailing-trips/${world.plannedTrip.id}/trip`,
    reach: async (context) => {
      await heading(context, context.text('planned_trips_page.to_trip.title'));
      await expect(
        context.page.getByRole('textbox', { name: context.text('trips.wizard.captain.last_name') }),
      ).toHaveValue('Żółć');
    },
  },
];

/** A captain who has recorded nothing yet. */
export const emptyCaptainStates: PageState[] = [
  {
    name: 'dashboard of a new captain',
    path: () => '/dashboard',
    reach: (context) => heading(context, context.text('dashboard.welcome', { name: 'Ewa Żeglarska' })),
  },
  {
    name: 'empty trip list',
    path: () => '/sailing-trips',
    reach: async (context) => {
      await heading(context, context.text('trips.list.title_count', { count: 0 }));
      await expect(context.page.getByText(context.text('trips.list.empty'))).toBeVisible();
    },
  },
  {
    name: 'empty yacht list',
    path: () => '/yachts',
    reach: async (context) => {
      await expect(context.page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(context.page.getByText(context.text('yachts.list.empty'))).toBeVisible();
    },
  },
  {
    name: 'no planned trips',
    path: () => '/planned-sailing-trips',
    reach: async (context) => {
      await expect(context.page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(context.page.getByText(context.text('planned_trips_page.list.empty'))).toBeVisible();
    },
  },
  {
    name: 'no students',
    path: () => '/invitations?tab=students',
    reach: async (context) => {
      await heading(context, context.text('invitations_page.title'));
      await expect(context.page.getByText(context.text('invitations_page.students.empty'))).toBeVisible();
    },
  },
];
