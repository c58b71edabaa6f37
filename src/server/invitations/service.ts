import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type {
  CaptainStudent,
  Invitation,
  InvitationAccepted,
  InvitationCreate,
  InvitationPatch,
  InvitationPreview,
  InvitationPublicPreview,
  InvitationRefusalReason,
  StudentCaptain,
} from '#domain/invitation.ts';
import {
  formatInvitationCode,
  invitationCodeAlphabet,
  invitationCodeLength,
  normalizeInvitationCode,
} from '#domain/invitation-code.ts';
import { invitationLink } from '#domain/invitation-link.ts';
import { isInvitationExpired, isInvitationUsedUp } from '#domain/invitation-status.ts';
import { todayIso } from '#domain/trip-days.ts';
import { isUniqueViolation } from '../auth/unique-violation.ts';
import { NotFoundError, UnprocessableError } from '../http/errors.ts';
import type { AcceptableInvitation, AcceptCheck, ConnectionsRepository } from './connections-repository.ts';
import type {
  InvitationRow,
  InvitationStudentRow,
  InvitationsRepository,
  InvitationValues,
} from './repository.ts';

/** An invitation the student cannot accept; the routes turn it into 422 invitation_invalid. */
export class InvitationRefused extends Error {
  constructor(readonly reason: InvitationRefusalReason) {
    super(`invitation refused: ${reason}`);
  }
}

/** A fresh code from the alphabet without look-alikes, stored without dashes. */
export function newInvitationCode(): string {
  let code = '';
  for (let i = 0; i < invitationCodeLength; i += 1) {
    code += invitationCodeAlphabet[randomInt(invitationCodeAlphabet.length)];
  }
  return code;
}

/** Compares a stored code with a typed one in constant time, so the answer's timing does not spell it out. */
function sameCode(stored: string, typed: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(stored), digest(normalizeInvitationCode(typed)));
}

/** The rules of acceptance, in order: active, not expired, not the same student twice, not used up. */
export function acceptCheck(today: string): AcceptCheck {
  return (invitation, student) => {
    if (!invitation.is_active) return 'inactive';
    if (isInvitationExpired(invitation, today)) return 'expired';
    if (student.connected) return 'already_connected';
    if (student.usedBefore) return 'already_used';
    if (isInvitationUsedUp(invitation)) return 'used_up';
    return null;
  };
}

function toInvitation(row: InvitationRow, students: InvitationStudentRow[]): Invitation {
  const code = formatInvitationCode(row.code);
  return {
    id: row.id,
    code,
    description: row.description,
    expires_on: row.expires_on,
    max_uses: row.max_uses === null ? null : Number(row.max_uses),
    uses: Number(row.uses),
    is_active: Boolean(row.is_active),
    link: invitationLink(row.id, code),
    students: students
      .filter((student) => student.invitation_id === row.id)
      .map(({ id, first_name, last_name }) => ({ id, first_name, last_name })),
    created_at: row.created_at,
  };
}

function patchValues(patch: InvitationPatch): Partial<InvitationValues> {
  const values: Partial<InvitationValues> = {};
  if (patch.description !== undefined) values.description = patch.description;
  if (patch.expires_on !== undefined) values.expires_on = patch.expires_on;
  if (patch.max_uses !== undefined) values.max_uses = patch.max_uses;
  if (patch.is_active !== undefined) values.is_active = patch.is_active ? 1 : 0;
  return values;
}

/** Compared against when the id is unknown, so that answer takes as long as a wrong code's. */
const unknownCode = 'UNKNOWN-INVITATION';
const codeAttempts = 5;

interface Repositories {
  invitations: InvitationsRepository;
  connections: ConnectionsRepository;
}

/** Invitations and connections; another captain's invitation or student is reported as not found. */
export function invitationsService({ invitations, connections }: Repositories, today = () => todayIso()) {
  async function withStudents(userId: number, row: InvitationRow): Promise<Invitation> {
    return toInvitation(row, await invitations.studentsOf(userId, [row.id]));
  }

  return {
    async list(userId: number): Promise<Invitation[]> {
      const rows = await invitations.listOf(userId);
      const students = await invitations.studentsOf(
        userId,
        rows.map((row) => row.id),
      );
      return rows.map((row) => toInvitation(row, students));
    },

    async create(userId: number, input: InvitationCreate): Promise<Invitation> {
      const values: InvitationValues = {
        description: input.description,
        expires_on: input.expires_on ?? null,
        max_uses: input.max_uses ?? null,
        is_active: input.is_active === false ? 0 : 1,
      };
      for (let attempt = 1; ; attempt += 1) {
        try {
          return toInvitation(await invitations.insert(userId, newInvitationCode(), values), []);
        } catch (error) {
          if (!isUniqueViolation(error) || attempt >= codeAttempts) throw error;
        }
      }
    },

    async update(userId: number, id: number, patch: InvitationPatch): Promise<Invitation> {
      const row = await invitations.update(userId, id, patchValues(patch));
      if (!row) throw new NotFoundError();
      return withStudents(userId, row);
    },

    async remove(userId: number, id: number): Promise<void> {
      const outcome = await invitations.remove(userId, id);
      if (outcome === 'missing') throw new NotFoundError();
      if (outcome === 'used') throw new UnprocessableError('invitations.used_cannot_delete');
    },

    /** What the invitation page shows before accepting; refused like an accept would be. */
    async preview(studentId: number, id: number, code: string): Promise<InvitationPreview> {
      const invitation = await connections.findById(id);
      if (!invitation) throw new NotFoundError();
      if (!sameCode(invitation.code, code)) throw new InvitationRefused('unknown');
      const verdict = acceptCheck(today())(invitation, await connections.studentState(invitation, studentId));
      if (verdict && verdict !== 'already_connected') throw new InvitationRefused(verdict);
      return previewOf(invitation);
    },

    /**
     * The captain's name for a visitor who holds the invitation's link but is not logged in (the login and
     * register pages say whose invitation waits). An unknown id and a wrong code are refused alike, after the
     * same comparison, so neither ids nor codes can be told apart; an invitation that cannot be accepted by
     * anyone (inactive, expired, used up) is refused with its reason, which the code's holder may know.
     */
    async publicPreview(id: number, code: string): Promise<InvitationPublicPreview> {
      const invitation = await connections.findById(id);
      const matches = sameCode(invitation?.code ?? unknownCode, code);
      if (!invitation || !matches) throw new InvitationRefused('unknown');
      // Checked as for a student who is neither connected nor has used it: what holds for anyone.
      const verdict = acceptCheck(today())(invitation, { connected: false, usedBefore: false });
      if (verdict && verdict !== 'already_connected') throw new InvitationRefused(verdict);
      return { id: invitation.id, captain: { name: invitation.captain_name } };
    },

    async accept(studentId: number, target: { id?: number; code: string }): Promise<InvitationAccepted> {
      const outcome = await connections.accept(studentId, target, acceptCheck(today()));
      if (outcome.kind === 'refused') throw new InvitationRefused(outcome.reason);
      return { captain: outcome.captain, already_connected: outcome.kind === 'already_connected' };
    },

    async studentsOf(userId: number): Promise<CaptainStudent[]> {
      return connections.studentsOf(userId);
    },

    async captainsOf(studentId: number): Promise<StudentCaptain[]> {
      return connections.captainsOf(studentId);
    },

    async disconnect(userId: number, studentId: number): Promise<void> {
      if (!(await connections.disconnect(userId, studentId))) throw new NotFoundError();
    },
  };
}

function previewOf(invitation: AcceptableInvitation): InvitationPreview {
  return {
    id: invitation.id,
    description: invitation.description,
    captain: { name: invitation.captain_name },
    expires_on: invitation.expires_on,
  };
}

export type InvitationsService = ReturnType<typeof invitationsService>;
