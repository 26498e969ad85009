/**
 * The carrier and owner fields (README 'Carrier checks'): the eight-step application's next version passes the
 * editor's checks, keeps its published roles, and validates the new fields with the catalogue's messages.
 */
import { describe, expect, it } from 'vitest';
import { withCarrierFields } from './carrier-fields';
import { checkDefinition } from './check-definition';
import { getFormDefinition } from './registry';
import { readList, readRoleText } from './roles';
import { sampleFor } from './samples';
import { validateForm } from './validate';

const eight = getFormDefinition('application-eight');
const next = withCarrierFields(eight);

describe('carrier and owner fields', () => {
  it('make a valid next version that keeps every role the published one has', () => {
    expect(checkDefinition(next, { published: eight.roles }).problems).toEqual([]);
    expect(next.steps[0].fields).toEqual(expect.arrayContaining(['usdotNumber', 'mcNumber', 'owners']));
    expect(next.labels).toMatchObject({
      usdotNumber: 'USDOT Number',
      mcNumber: 'MC Number',
      'owners.ownershipPercent': 'Ownership %',
    });
  });

  it('are optional: the sample without them still validates', () => {
    expect(validateForm(next, sampleFor('application-eight')).errors).toEqual({});
  });

  it.each([
    [{ usdotNumber: '12345678' }, {}],
    [{ usdotNumber: '123456789' }, { '/usdotNumber': 'USDOT Number must be 1 to 8 digits.' }],
    [{ mcNumber: 'MC12' }, { '/mcNumber': 'MC Number must be 1 to 8 digits.' }],
    [{ owners: [{ name: '' }] }, { '/owners/0/name': 'Enter the owner’s name.' }],
    [
      { owners: [{ name: 'A', ownershipPercent: 120 }] },
      { '/owners/0/ownershipPercent': 'Ownership % must be a number from 0 to 100.' },
    ],
  ])('%j answers %j', (extra, errors) => {
    expect(validateForm(next, { ...sampleFor('application-eight'), ...extra }).errors).toEqual(errors);
  });

  it('are read through their roles', () => {
    const answers = {
      usdotNumber: '1000002',
      owners: [{ name: 'Ada Owner', title: 'CEO', ownershipPercent: 60 }],
    };
    expect(readRoleText(next, answers, 'usdotNumber')).toBe('1000002');
    expect(readList(next, answers, 'owners')).toEqual([
      { name: 'Ada Owner', title: 'CEO', ownershipPercent: 60 },
    ]);
  });
});
