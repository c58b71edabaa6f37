import { expect } from '@playwright/test';
import { heading, openDialog, type PageState } from './page-states.ts';

/** Zofia, the student. */
export const studentStates: PageState[] = [
  {
    name: 'student dashboard',
    path: () => '/student/dashboard',
    reach: (context) => heading(context, context.text('student.dashboard.welcome', { name: 'Zofia' })),
  },
  {
    name: 'invitations (the code form)',
    path: () => '/student/invitations',
    reach: (context) => heading(context, context.text('student_area.invitations.title')),
  },
  {
    name: 'an invitation link not used yet',
    path: (world) => world.unusedInvitationPath,
    reach: async (context) => {
      await expect(context.page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(context.page.getByText('Rejs po Mazurach')).toBeVisible();
    },
  },
  {
    name: 'my captains',
    path: () => '/student/captains',
    reach: async (context) => {
      await heading(context, context.text('student_area.captains.title_count', { count: 1 }));
      await expect(context.page.getByText('Ewa Żeglarska').first()).toBeVisible();
    },
  },
  {
    name: 'my captains with the disconnect dialog open',
    reach: async (context) => {
      await openDialog(
        context,
        context.text('student_area.captains.disconnect_named', { name: 'Ewa Żeglarska' }),
        context.text('student_area.captains.disconnect_title'),
      );
    },
  },
  {
    name: 'planned trips',
    path: () => '/student/planned-sailing-trips',
    reach: async (context) => {
      await heading(context, context.text('student_area.trips.title_count', { count: 2 }));
      await expect(context.page.getByText(context.world.openPlannedTrip.name).first()).toBeVisible();
    },
  },
  {
    name: 'a planned trip joined, with the leave dialog open',
    path: (world) => `/student/planned-sailing-trips/${world.plannedTrip.id}`,
    reach: async (context) => {
      await heading(context, context.world.plannedTrip.name);
      await openDialog(
        context,
        context.text('student_area.trip.leave'),
        context.text('student_area.trip.leave_title'),
      );
    },
  },
  {
    name: 'a planned trip not joined',
    path: (world) => `/student/planned-sailing-trips/${world.openPlannedTrip.id}`,
    reach: async (context) => {
      await heading(context, context.world.openPlannedTrip.name);
      await expect(
        context.page.getByRole('button', { name: context.text('student_area.trip.join'), exact: true }),
      ).toBeVisible();
    },
  },
  {
    name: 'a planned trip not joined, with the join dialog open',
    reach: async (context) => {
      await openDialog(
        context,
        context.text('student_area.trip.join'),
        context.text('student_area.trip.join_title'),
      );
    },
  },
  {
    name: 'my enrolments',
    path: () => '/student/enrolled-trips',
    reach: async (context) => {
      await heading(context, context.text('student_area.enrolments.title_count', { count: 1 }));
      await expect(context.page.getByText(context.world.plannedTrip.name).first()).toBeVisible();
    },
  },
  {
    name: 'my logbook',
    path: () => '/student/logbook',
    reach: async (context) => {
      await heading(context, context.text('student_logbook.list.title_count', { count: 2 }));
      await expect(context.page.getByText('Pogoria').first()).toBeVisible();
    },
  },
  {
    name: 'a logbook trip with the confirm dialog open',
    path: (world) => `/student/logbook/${world.trip.id}`,
    reach: async (context) => {
      await heading(context, context.world.trip.yachtName);
      await openDialog(
        context,
        context.text('student_logbook.confirmation.confirm'),
        context.text('student_logbook.confirmation.pending.title'),
      );
    },
  },
  {
    name: "a logbook trip's deck log, open to the crew, a correction struck through",
    path: (world) => `/student/logbook/${world.trip.id}/log`,
    reach: async (context) => {
      await heading(context, context.text('deck_log.page.title'));
      await expect(
        context.page.getByText(context.text('deck_log.table.corrected'), { exact: true }),
      ).toBeVisible();
    },
  },
  {
    name: 'sea time',
    path: () => '/student/sea-time',
    reach: async (context) => {
      await expect(context.page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(
        context.page.getByRole('heading', { name: context.text('seaTime.totals.title') }),
      ).toBeVisible();
    },
  },
  {
    name: 'my account',
    path: () => '/student/account',
    reach: (context) => heading(context, context.text('student_account.title')),
  },
  {
    name: 'my account with the delete dialog open',
    reach: async (context) => {
      await openDialog(
        context,
        context.text('account_deletion.open'),
        context.text('account_deletion.dialog_title'),
      );
    },
  },
];
