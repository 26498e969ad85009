import { canApproveAmount, defineAbilityFor, subject } from './ability';
import type { Action, AppSubject } from './ability';
import { normalizeSecurity } from './types';
import type { Security, SessionUser } from './types';

const OWN_CO = 'co-own';
const OTHER_CO = 'co-other';
const OWN_DIV = 'div-own';
const OTHER_DIV = 'div-other';

function user(security: Security, over: Partial<SessionUser> = {}): SessionUser {
  return {
    id: `u-${security}`,
    email: 'x@demo.test',
    firstName: 'A',
    lastName: 'B',
    security,
    maximumApprovalAmount: 5000,
    companies: [OWN_CO],
    divisions: [OWN_DIV],
    ...over,
  };
}

type Expect = [readOnly: boolean, admin: boolean, superAdmin: boolean];
const ROLES: Security[] = ['READ ONLY', 'ADMIN', 'SUPER ADMIN'];

const ownCompanyApp = subject('Application', { companyId: OWN_CO, divisionId: null });
const ownDivisionApp = subject('Application', { companyId: OTHER_CO, divisionId: OWN_DIV });
const otherApp = subject('Application', { companyId: OTHER_CO, divisionId: OTHER_DIV });
const ownActivation = subject('Activation', { companyId: OWN_CO, divisionId: null });
const otherActivation = subject('Activation', { companyId: OTHER_CO, divisionId: OTHER_DIV });

const changes: Action[] = [
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
];

// One row per capability × subject (own unit / other unit): [READ ONLY, ADMIN, SUPER ADMIN].
const rows: [string, Action, AppSubject, Expect, string?][] = [
  ['see Companies and Divisions in the menu', 'viewCompaniesMenu', 'Menu', [false, false, true]],
  ['switch to any company, division or All', 'switchAnyUnit', 'Menu', [false, false, true]],
  ['select Sent status in application list', 'selectSentStatus', 'Application', [false, true, true]],
  ['read application of own company', 'read', ownCompanyApp, [true, true, true]],
  ['read application of own division', 'read', ownDivisionApp, [true, true, true]],
  ['read application of another unit', 'read', otherApp, [false, false, true]],
  ['read activation of own company', 'read', ownActivation, [true, true, true]],
  ['read activation of another unit', 'read', otherActivation, [false, false, true]],
  ...changes.flatMap((action): [string, Action, AppSubject, Expect][] => [
    [`${action} application in own company`, action, ownCompanyApp, [false, true, true]],
    [`${action} application in own division`, action, ownDivisionApp, [false, true, true]],
    [`${action} application in another unit`, action, otherApp, [false, false, true]],
    [`${action} activation in own company`, action, ownActivation, [false, true, true]],
    [`${action} activation in another unit`, action, otherActivation, [false, false, true]],
  ]),
  ['read own company', 'read', subject('Company', { id: OWN_CO }), [true, true, true]],
  ['read another company', 'read', subject('Company', { id: OTHER_CO }), [false, false, true]],
  ['read own division', 'read', subject('Division', { id: OWN_DIV, parentId: OTHER_CO }), [true, true, true]],
  [
    'read division of own company',
    'read',
    subject('Division', { id: 'd', parentId: OWN_CO }),
    [true, true, true],
  ],
  ['read another division', 'read', subject('Division', { id: OTHER_DIV }), [false, false, true]],
  ['save company', 'save', subject('Company', { id: OWN_CO }), [false, false, true]],
  ['update company', 'update', 'Company', [false, false, true]],
  ['save division', 'save', subject('Division', { id: OWN_DIV }), [false, false, true]],
  ['add company', 'create', 'Company', [false, false, true]],
  ['add division', 'create', 'Division', [false, false, true]],
  ['upload company packet', 'uploadPacket', 'Company', [false, false, true]],
  ['upload division packet', 'uploadPacket', 'Division', [false, false, true]],
  ['add contact', 'create', 'Contact', [false, false, true]],
  ['edit contact', 'update', subject('Contact', { unitId: OWN_CO }), [false, false, true]],
  ['add denial code', 'create', 'DenialCode', [false, false, true]],
  ['delete denial code', 'delete', subject('DenialCode', { unitId: OWN_CO }), [false, false, true]],
  ['read contacts of own unit', 'read', subject('Contact', { unitId: OWN_DIV }), [true, true, true]],
  ['read contacts of another unit', 'read', subject('Contact', { unitId: OTHER_CO }), [false, false, true]],
  ['add (invite) users', 'invite', 'User', [false, false, true]],
  ['create users', 'create', 'User', [false, false, true]],
  ['resend user invite', 'resend', 'User', [false, false, true]],
  ['delete users', 'delete', subject('User', { id: 'someone' }), [false, false, true]],
  ['change roles', 'changeRole', subject('User', { id: 'someone' }), [false, false, true]],
  ['save another user', 'save', subject('User', { id: 'someone' }), [false, false, true]],
  ['update another user', 'update', subject('User', { id: 'someone' }), [false, false, true]],
  ['read user list', 'read', 'User', [true, true, true]],
  ['read the email log', 'read', 'EmailLog', [false, false, true]],
  ['read form definitions', 'read', 'FormDefinition', [true, true, true]],
  ['publish form definitions', 'create', 'FormDefinition', [false, false, true]],
  ['see the sanctions lists', 'read', 'SanctionsList', [false, false, true]],
  ['import a sanctions list', 'create', 'SanctionsList', [false, false, true]],
  ['read the retention report', 'read', 'RetentionRun', [false, false, true]],
  ['read the webhook endpoints', 'read', 'WebhookEndpoint', [false, false, true]],
  ['register a webhook endpoint', 'create', 'WebhookEndpoint', [false, false, true]],
  ['edit or rotate a webhook endpoint', 'update', 'WebhookEndpoint', [false, false, true]],
  ['delete a webhook endpoint', 'delete', 'WebhookEndpoint', [false, false, true]],
  ['read the scorecards', 'read', 'Scorecard', [false, true, true]],
  ['edit and publish a scorecard', 'update', 'Scorecard', [false, false, true]],
  ['read the analytics (of their units)', 'read', 'Analytics', [true, true, true]],
];

describe.each(ROLES.map((role, i) => [role, i] as const))('%s', (role, index) => {
  const ability = defineAbilityFor(user(role));
  it.each(rows.map(([label, action, subj, expected]) => [label, action, subj, expected[index]] as const))(
    '%s',
    (_label, action, subj, allowed) => {
      expect(ability.can(action, subj)).toBe(allowed);
    },
  );

  it('edits own first and last name and saves own record', () => {
    const me = subject('User', { id: `u-${role}` });
    expect(ability.can('editOwnName', me)).toBe(true);
    expect(ability.can('save', me)).toBe(true);
    expect(ability.can('update', me, 'firstName')).toBe(true);
    expect(ability.can('update', me, 'lastName')).toBe(true);
    expect(ability.can('editOwnName', subject('User', { id: 'someone' }))).toBe(false);
  });

  it('changes own role, assignments and active flag only as super admin', () => {
    const me = subject('User', { id: `u-${role}` });
    for (const field of ['security', 'companies', 'divisions', 'active'])
      expect(ability.can('update', me, field)).toBe(role === 'SUPER ADMIN');
  });

  it('never edits own maximum approval amount or department', () => {
    const me = subject('User', { id: `u-${role}` });
    expect(ability.can('update', me, 'maximumApprovalAmount')).toBe(false);
    expect(ability.can('update', me, 'department')).toBe(false);
    const other = subject('User', { id: 'someone' });
    expect(ability.can('update', other, 'maximumApprovalAmount')).toBe(role === 'SUPER ADMIN');
  });
});

describe('roles', () => {
  it.each([
    ['read only', 'READ ONLY'],
    ['Read Only', 'READ ONLY'],
    [' admin ', 'ADMIN'],
    ['Super Admin', 'SUPER ADMIN'],
    ['SUPER_ADMIN', 'SUPER ADMIN'],
  ])('compares %j case-insensitively', (raw, expected) => {
    expect(normalizeSecurity(raw)).toBe(expected);
    const ability = defineAbilityFor(user(raw as Security));
    expect(ability.can('viewCompaniesMenu', 'Menu')).toBe(expected === 'SUPER ADMIN');
  });

  it.each(['OWNER', '', 'root', null])('refuses unknown role %j', (raw) => {
    expect(() => normalizeSecurity(raw)).toThrow('Unknown security role');
    expect(() => defineAbilityFor(user(raw as Security))).toThrow('Unknown security role');
  });

  it('a user with no assigned units sees nothing outside super admin', () => {
    const ability = defineAbilityFor(user('ADMIN', { companies: [], divisions: [] }));
    expect(ability.can('read', ownCompanyApp)).toBe(false);
    expect(ability.can('approve', ownCompanyApp)).toBe(false);
  });
});

describe('canApproveAmount', () => {
  it.each([
    ['READ ONLY', 1, false],
    ['READ ONLY', 0, false],
    ['ADMIN', 5000, true],
    ['ADMIN', 5000.01, false],
    ['ADMIN', -1, false],
    ['ADMIN', Number.NaN, false],
    ['SUPER ADMIN', 4999, true],
    ['SUPER ADMIN', 5001, false],
  ] as const)('%s approving %d -> %s', (role, amount, allowed) => {
    expect(canApproveAmount(user(role), amount)).toBe(allowed);
  });
});
