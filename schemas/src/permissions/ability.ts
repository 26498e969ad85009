import { AbilityBuilder, createMongoAbility, subject } from '@casl/ability';
import type { ForcedSubject, MongoAbility } from '@casl/ability';
import { normalizeSecurity } from './types';
import type { Security, SessionUser } from './types';

/** Every action of back-office.md §6 and its further rules. */
export type Action =
  | 'read'
  | 'invite'
  | 'resend'
  | 'copy'
  | 'delete'
  | 'copyLink'
  | 'setNotes'
  | 'save'
  | 'approve'
  | 'deny'
  | 'viewDocuSign'
  /** Send, resend or void the DocuSign agreement of an approved application. */
  | 'sendDocuSign'
  /** Send, resend or cancel an application's reference requests, change a reference's email, record a phone answer. */
  | 'requestReferences'
  | 'selectSentStatus'
  | 'switchAnyUnit'
  | 'create'
  | 'update'
  | 'uploadPacket'
  | 'changeRole'
  | 'editOwnName'
  | 'viewCompaniesMenu';

export type SubjectName =
  | 'Application'
  | 'Activation'
  | 'Company'
  | 'Division'
  | 'User'
  | 'Contact'
  | 'DenialCode'
  | 'EmailLog'
  | 'FormDefinition'
  /** The imported sanctions lists (README 'Sanctions screening'). */
  | 'SanctionsList'
  /** The units' scorecards (README 'Scorecard'): admins read them, super admins edit and publish. */
  | 'Scorecard'
  /** The decision-retention job's reports (README 'Regulation B'): super admins. */
  | 'RetentionRun'
  /** Stage clocks and credit KPIs (README 'Analytics'): every role, over the rows of its own units. */
  | 'Analytics'
  /** The ERP's webhook endpoints and their delivery logs (README 'Webhooks'): super admins only. */
  | 'WebhookEndpoint'
  | 'Menu';

/**
 * A subject is either a type name ("may this user approve applications at all?") or a record tagged with
 * `subject('Application', { companyId, divisionId })` ("may this user approve THIS one?").
 * Record fields the rules look at: Application/Activation `companyId`, `divisionId`; Company/Division `id`,
 * Division `parentId`; Contact/DenialCode `unitId`; User `id`.
 */
type Tagged<Name extends SubjectName, Fields> = Fields & ForcedSubject<Name>;
/** Fields of an application or activation that its rules look at. */
export interface SubmissionFields {
  companyId?: string | null;
  divisionId?: string | null;
}
export type AppSubject =
  | SubjectName
  | Tagged<'Application', SubmissionFields>
  | Tagged<'Activation', SubmissionFields>
  | Tagged<'Company', { id: string }>
  | Tagged<'Division', { id: string; parentId?: string | null }>
  | Tagged<'Contact', { unitId: string }>
  | Tagged<'DenialCode', { unitId: string }>
  | Tagged<'User', { id: string }>;
export type AppAbility = MongoAbility<[Action, AppSubject]>;

type Builder = AbilityBuilder<AppAbility>;
type DefinePermissions = (user: SessionUser, builder: Builder) => void;

/** Workflow actions on applications and activations that READ ONLY users are blocked from. */
export const SUBMISSION_CHANGES = [
  'invite',
  'resend',
  'copy',
  'delete',
  'copyLink',
  'setNotes',
  'save',
  'approve',
  'deny',
  'viewDocuSign',
  'sendDocuSign',
  'requestReferences',
] as const satisfies readonly Action[];

const SUBMISSIONS = ['Application', 'Activation'] as const;

/** Submissions inside the user's assigned units: by company, or by division (two rules = OR). */
function inAssignedUnits(user: SessionUser, { can }: Builder, actions: Action | Action[]) {
  for (const name of SUBMISSIONS) {
    can(actions, name, { companyId: { $in: user.companies } });
    can(actions, name, { divisionId: { $in: user.divisions } });
  }
}

/** What every staff member may do, whatever the role. */
function everyone(user: SessionUser, builder: Builder) {
  const { can } = builder;
  inAssignedUnits(user, builder, 'read');
  can('read', 'Company', { id: { $in: user.companies } });
  can('read', 'Division', { id: { $in: user.divisions } });
  can('read', 'Division', { parentId: { $in: user.companies } });
  const units = [...user.companies, ...user.divisions];
  can('read', ['Contact', 'DenialCode'], { unitId: { $in: units } });
  can('read', 'User');
  can('read', 'FormDefinition');
  can('read', 'Analytics');
  // Own record: first and last name, and Save on it (back-office.md §6 last row).
  can('editOwnName', 'User', { id: user.id });
  can('save', 'User', { id: user.id });
  can('update', 'User', ['firstName', 'lastName'], { id: user.id });
}

const rolePermissions: Record<Security, DefinePermissions> = {
  'READ ONLY': (user, builder) => everyone(user, builder),
  ADMIN: (user, builder) => {
    everyone(user, builder);
    inAssignedUnits(user, builder, [...SUBMISSION_CHANGES]);
    builder.can('selectSentStatus', 'Application');
    builder.can('read', 'Scorecard');
  },
  'SUPER ADMIN': (user, builder) => {
    const { can, cannot } = builder;
    everyone(user, builder);
    can(['read', ...SUBMISSION_CHANGES], [...SUBMISSIONS]);
    can('selectSentStatus', 'Application');
    can(['read', 'create', 'update', 'save', 'uploadPacket'], ['Company', 'Division']);
    can(['read', 'create', 'update', 'delete'], ['Contact', 'DenialCode']);
    can(['read', 'create', 'invite', 'resend', 'update', 'save', 'delete', 'changeRole'], 'User');
    // A super admin cannot edit their own maximum approval amount or department (§6 further rules).
    cannot('update', 'User', ['maximumApprovalAmount', 'department'], { id: user.id });
    can('read', 'EmailLog');
    can(['create', 'update'], 'FormDefinition');
    can(['read', 'create'], 'SanctionsList');
    can(['read', 'create', 'update'], 'Scorecard');
    can('read', 'RetentionRun');
    can(['read', 'create', 'update', 'delete'], 'WebhookEndpoint');
    can(['viewCompaniesMenu', 'switchAnyUnit'], 'Menu');
  },
};

/** Builds the one permission set the API and the console share. Throws on an unknown role. */
export function defineAbilityFor(user: SessionUser): AppAbility {
  const security = normalizeSecurity(user.security);
  const builder = new AbilityBuilder<AppAbility>(createMongoAbility);
  rolePermissions[security]({ ...user, security }, builder);
  return builder.build();
}

/**
 * Approve also carries the user's cap: back-office.md §6 'A user's maximumApprovalAmount caps the amount
 * they may approve'. READ ONLY users may never approve.
 */
export function canApproveAmount(user: SessionUser, amount: number): boolean {
  if (normalizeSecurity(user.security) === 'READ ONLY') return false;
  if (!Number.isFinite(amount) || amount < 0) return false;
  return amount <= user.maximumApprovalAmount;
}

export { subject };
export { ALL_UNITS, listScopeFor, scopeIncludes } from './scope';
export type { ListScope, UnitSelection } from './scope';
