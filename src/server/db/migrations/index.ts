import type { Migration } from 'kysely';
import type { Dialect } from '../dialect.ts';
import { plansMigration } from './001-plans.ts';
import { accountsMigration } from './002-accounts.ts';
import { subscriptionsMigration } from './003-subscriptions.ts';
import { yachtsMigration } from './004-yachts.ts';
import { tripsMigration } from './005-trips.ts';
import { cvLinksMigration } from './006-cv-links.ts';
import { studentsMigration } from './007-students.ts';
import { tripListRevisionMigration } from './008-trip-list-revision.ts';
import { idempotencyKeysMigration } from './009-idempotency-keys.ts';
import { planNamesMigration } from './010-plan-names.ts';
import { paymentExpiryMigration } from './011-payment-expiry.ts';
import { licenceSpellingsMigration } from './012-licence-spellings.ts';
import { sailedPlannedTripsMigration } from './013-sailed-planned-trips.ts';
import { studentPasswordResetsMigration } from './014-student-password-resets.ts';
import { emailVerificationMigration } from './015-email-verification.ts';
import { accountDeletionMigration } from './016-account-deletion.ts';
import { listedValuesMigration } from './017-listed-values.ts';
import { seaTimeFieldsMigration } from './018-sea-time-fields.ts';
import { crewStudentsMigration } from './019-crew-students.ts';
import { tracksMigration } from './020-tracks.ts';
import { tripImportsMigration } from './021-trip-imports.ts';
import { tripSearchMigration } from './022-trip-search.ts';
import { issuedDocumentsMigration } from './023-issued-documents.ts';
import { deckLogMigration } from './024-deck-log.ts';
import { yachtTypeAndOwnerMigration } from './025-yacht-type-and-owner.ts';
import { cvLicenceProgressMigration } from './026-cv-licence-progress.ts';

/** One ordered set of migrations for both dialects; a name, once released, never changes. */
export function migrationsFor(dialect: Dialect): Record<string, Migration> {
  return {
    '001-plans': plansMigration(dialect),
    '002-accounts': accountsMigration(dialect),
    '003-subscriptions': subscriptionsMigration(dialect),
    '004-yachts': yachtsMigration(dialect),
    '005-trips': tripsMigration(dialect),
    '006-cv-links': cvLinksMigration(dialect),
    '007-students': studentsMigration(dialect),
    '008-trip-list-revision': tripListRevisionMigration(),
    '009-idempotency-keys': idempotencyKeysMigration(dialect),
    '010-plan-names': planNamesMigration(),
    '011-payment-expiry': paymentExpiryMigration(),
    '012-licence-spellings': licenceSpellingsMigration(),
    '013-sailed-planned-trips': sailedPlannedTripsMigration(),
    '014-student-password-resets': studentPasswordResetsMigration(dialect),
    '015-email-verification': emailVerificationMigration(dialect),
    '016-account-deletion': accountDeletionMigration(dialect),
    '017-listed-values': listedValuesMigration(dialect),
    '018-sea-time-fields': seaTimeFieldsMigration(dialect),
    '019-crew-students': crewStudentsMigration(dialect),
    '020-tracks': tracksMigration(dialect),
    '021-trip-imports': tripImportsMigration(),
    '022-trip-search': tripSearchMigration(dialect),
    '023-issued-documents': issuedDocumentsMigration(dialect),
    '024-deck-log': deckLogMigration(dialect),
    '025-yacht-type-and-owner': yachtTypeAndOwnerMigration(),
    '026-cv-licence-progress': cvLicenceProgressMigration(),
  };
}
