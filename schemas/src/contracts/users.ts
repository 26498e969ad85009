/**
 * The `/api/User/*` administration calls (back-office.md §7): the bodies of `inviteUser` and `setUser`,
 * the `id` header of `getUserById`, `resendInvite` and `removeUser`, and the user they answer (§3 'User').
 * The API parses with these; the console types its calls with them.
 */
import { z } from 'zod';
import { amountInput, idListSchema, idText, text } from './submissions';

/**
 * `inviteUser`: the spec's client sends the whole user (empty _id, password, names and invite, active
 * false, addDate, deleteDate null); only the fields an invitation sets are kept, the rest are dropped.
 */
export const inviteUserBodySchema = z.object({
  email: text(320).default(''),
  companies: idListSchema.default([]),
  divisions: idListSchema.default([]),
  security: text(40).default('READ ONLY'),
  /** Digits as typed ('25,000' or 25000); the server keeps at most 9 digits (§5 'Save user'). */
  maximumApprovalAmount: amountInput,
  department: text(100).default(''),
});
export type InviteUserBody = z.input<typeof inviteUserBodySchema>;
export type InviteUserInput = z.output<typeof inviteUserBodySchema>;

/**
 * `setUser`: the user's record as edited. A field left out keeps its stored value; fields the caller may
 * not change (another user's anything for non super admins, a super admin's own cap and department) keep
 * theirs too. `active` is the super admin's switch: false deactivates the user (an invitee's invitation is
 * void from then on), true undoes a deactivation; a client that does not show the switch leaves it out.
 */
export const setUserBodySchema = z.object({
  _id: idText.default(''),
  firstName: text(100).optional(),
  lastName: text(100).optional(),
  active: z.boolean().optional(),
  companies: idListSchema.optional(),
  divisions: idListSchema.optional(),
  security: text(40).optional(),
  maximumApprovalAmount: amountInput,
  department: text(100).optional(),
});
export type SetUserBody = z.input<typeof setUserBodySchema>;
export type SetUserInput = z.output<typeof setUserBodySchema>;

/** The `id` header of `getUserById` (empty: the caller), `resendInvite` and `removeUser`. */
export const userIdHeaderSchema = z.object({ id: idText.default('') });

/**
 * One of a user's companies or divisions, named: every viewer allowed to see the user sees the names of
 * their units, not ids alone (issue 15 item 11), whatever units the viewer holds. `active` is false for a
 * unit since deactivated (it stays assigned, but is no longer offered anywhere).
 */
export const assignedUnitSchema = z
  .object({
    id: z.string(),
    code: z.string(),
    name: z.string(),
    kind: z.enum(['company', 'division']),
    parentId: z.string().nullable(),
    active: z.boolean(),
  })
  .strict();
export type AssignedUnit = z.infer<typeof assignedUnitSchema>;

/** A user as `getUserById` and `getUserList` answer it (§3 'User'), never with the password. */
export const userSchema = z
  .object({
    _id: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    active: z.boolean(),
    companies: z.array(z.string()),
    divisions: z.array(z.string()),
    security: z.enum(['READ ONLY', 'ADMIN', 'SUPER ADMIN']),
    /** Never the token itself: 'pending' while an invitation is outstanding, else ''. */
    invite: z.enum(['pending', '']),
    maximumApprovalAmount: z.number().int().min(0),
    department: z.string(),
    addDate: z.string(),
    deleteDate: z.string().nullable(),
    /** `companies` and `divisions` named, sorted by code (beside the spec's id lists). */
    units: z.array(assignedUnitSchema),
  })
  .strict();
export type User = z.infer<typeof userSchema>;
