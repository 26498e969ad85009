/** Users, their units, sessions, password resets and rate limits. */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ts } from './columns';
import { units } from './units';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    /** Whether the user may sign in: false until the invitation is accepted, and while deactivated. */
    active: boolean('active').notNull().default(false),
    security: text('security', { enum: ['READ ONLY', 'ADMIN', 'SUPER ADMIN'] })
      .notNull()
      .default('READ ONLY'),
    maximumApprovalAmount: integer('maximum_approval_amount').notNull().default(0),
    department: text('department').notNull().default(''),
    inviteTokenHash: text('invite_token_hash'),
    inviteExpiresAt: ts('invite_expires_at'),
    /**
     * When a super admin switched the user off; null otherwise. Kept apart from `active`, which is also false
     * for an invited user who has not registered: a deactivated user's invitation is void and registering
     * never switches them on (services/users/set-user.ts).
     */
    deactivatedAt: ts('deactivated_at'),
    addDate: ts('add_date').notNull().defaultNow(),
    deleteDate: ts('delete_date'),
  },
  (t) => [
    uniqueIndex('users_email_live')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.deleteDate} is null`),
  ],
);

/** Companies and divisions assigned to a user. */
export const userUnits = pgTable(
  'user_units',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    unitId: uuid('unit_id')
      .notNull()
      .references(() => units.id),
  },
  (t) => [primaryKey({ columns: [t.userId, t.unitId] }), index('user_units_unit').on(t.unitId)],
);

/** One row per refresh token. Rotation keeps the family; presenting a rotated token revokes the family. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    familyId: uuid('family_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    refreshTokenHash: text('refresh_token_hash').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    lastActivityAt: ts('last_activity_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    rotatedAt: ts('rotated_at'),
    revokedAt: ts('revoked_at'),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [
    uniqueIndex('sessions_refresh_hash').on(t.refreshTokenHash),
    index('sessions_family').on(t.familyId),
    index('sessions_user').on(t.userId),
  ],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [uniqueIndex('password_resets_token').on(t.tokenHash)],
);

/** Fixed-window counters for rate limits, kept in the database so several API processes share them. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: ts('window_start').notNull(),
  count: integer('count').notNull(),
});

/**
 * Secrets the server generates for itself, kept with the data: `session` signs access tokens when
 * SESSION_SECRET is not configured, so every install has its own.
 */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});
