import { describe, expect, it } from 'vitest';
import { getFormDefinition } from '@cp/schemas/forms/registry';
import { ROLE_CHOICES, clearRolesAt, moveRole, rolesAt } from './edit-roles';

const six = getFormDefinition('application-six').roles;

describe('field roles in the editor', () => {
  it('offers every role and role part of the catalogue', () => {
    expect(ROLE_CHOICES).toEqual(
      expect.arrayContaining([
        'legalName',
        'address.zip',
        'tradeReferences.company',
        'owners.ownershipPercent',
      ]),
    );
  });

  it.each([
    ['/companyName', ['legalName']],
    ['/address/zip', ['address.zip']],
    ['/bankInfo/duns', ['duns']],
    ['/tradeRefInfo/*/company', ['tradeReferences.company']],
    ['/numberEmployees', []],
  ])('shows the roles %s carries', (field, roles) => {
    expect(rolesAt(six, field)).toEqual(roles);
  });

  it('moves legalName to another field', () => {
    const moved = moveRole(six, 'legalName', '/businessName');
    expect(moved.legalName).toBe('/businessName');
    expect(rolesAt(moved, '/companyName')).toEqual([]);
  });

  it('moves one part of an object role, keeping the others', () => {
    const moved = moveRole(six, 'address.zip', '/billingZip');
    expect(moved.address).toMatchObject({ zip: '/billingZip', city: '/address/city' });
  });

  it('moves a part of a list role inside the list', () => {
    const moved = moveRole(six, 'tradeReferences.company', '/tradeRefInfo/*/name');
    expect(moved.tradeReferences).toEqual({
      pointer: '/tradeRefInfo',
      itemRoles: expect.objectContaining({ company: '/name', contact: '/contact' }),
    });
  });

  it('a field given a role loses the one it had; clearing removes it', () => {
    const moved = moveRole(six, 'contactName', '/companyName');
    expect(moved.legalName).toBeUndefined();
    expect(moved.contactName).toBe('/companyName');
    expect(clearRolesAt(six, '/address/zip').address).not.toHaveProperty('zip');
  });
});
