import type { FastifyBaseLogger } from 'fastify';
import type { Language } from '#domain/language.ts';
import { verifyPassword } from '../auth/passwords.ts';
import type { TokenKind } from '../db/schema.ts';
import { HttpError, UnprocessableError } from '../http/errors.ts';
import { accountDeletedMail } from '../mail/account-mails.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { AccountDeletionRepository, DeletedAccount } from './repository.ts';

interface Dependencies {
  deletions: AccountDeletionRepository;
  mailer: Mailer;
}

type Log = Pick<FastifyBaseLogger, 'error'>;

/**
 * Deleting an account, by its owner (with the password) or by the operator (by e-mail): one transaction, then
 * a mail to the address that it is done. The mail goes after the commit, and a mail server that fails does
 * not undo or fail the deletion (it is logged): the account is gone either way.
 */
export function accountDeletionService({ deletions, mailer }: Dependencies) {
  async function deleteAccount(kind: TokenKind, id: number): Promise<DeletedAccount | null> {
    return kind === 'captain' ? deletions.deleteCaptain(id) : deletions.deleteStudent(id);
  }

  async function confirm(kind: TokenKind, deleted: DeletedAccount, language: Language, log: Log) {
    const mail = accountDeletedMail(language, deleted.email, deleted.name, kind, deleted.retainedPayments);
    try {
      await mailer.send(mail);
    } catch (error) {
      log.error({ err: error, kind }, 'account-deleted e-mail could not be sent');
    }
  }

  return {
    /** The owner's own deletion: 422 on `password` for a wrong one (nothing changes), 401 when already gone. */
    async deleteOwn(kind: TokenKind, id: number, password: string, language: Language, log: Log) {
      const account = await deletions.credentials(kind, id);
      if (!account) throw new HttpError(401, 'errors.unauthorized');
      if (!(await verifyPassword(password, account.password_hash))) {
        throw new UnprocessableError('account_deletion.password_wrong', {
          password: 'account_deletion.password_wrong',
        });
      }
      // A simultaneous deletion of the same account may have won: its mail is the one that goes.
      const deleted = await deleteAccount(kind, id);
      if (!deleted) throw new HttpError(401, 'errors.unauthorized');
      await confirm(kind, deleted, language, log);
      return deleted;
    },

    /** The operator's deletion (a support request): no password; null when the account is gone already. */
    async deleteForSupport(kind: TokenKind, id: number, language: Language, log: Log) {
      const deleted = await deleteAccount(kind, id);
      if (deleted) await confirm(kind, deleted, language, log);
      return deleted;
    },
  };
}
export type AccountDeletionService = ReturnType<typeof accountDeletionService>;
