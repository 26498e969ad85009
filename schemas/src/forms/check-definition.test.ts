/** The definition check: the built-in forms pass; each kind of mistake is reported on its field. */
import { checkDefinition } from './check-definition';
import { FORM_KEYS, getFormDefinition } from './registry';
import type { FormDefinition, FormLayout, LayoutControl } from './types';
import { validateForm } from './validate';

describe('checkDefinition', () => {
  // With its own UI schema, as a draft copied from the seeded version 1 is checked before it is published.
  it.each(FORM_KEYS)('passes the built-in %s with its UI schema', (key) => {
    const d = getFormDefinition(key);
    expect(
      checkDefinition({ schema: d.schema, uiSchema: d.uiSchema, layout: d.layout, defaults: d.defaults })
        .problems,
    ).toEqual([]);
  });

  it('finds a list field whose items a branch declares (the eight-step trade references) in the UI schema', () => {
    const d = getFormDefinition('application-eight');
    const ui = { ...d.uiSchema, tradeRefInfo: { items: { nonesuch: { 'ui:title': 'x' } } } };
    expect(checkDefinition({ schema: d.schema, uiSchema: ui, layout: d.layout }).problems).toEqual([
      {
        field: '/tradeRefInfo/*/nonesuch',
        message: 'The UI schema names /tradeRefInfo/*/nonesuch, which is not a field of the form.',
      },
    ]);
  });

  it('asks for a message on a rule of a field the customer types (the eight-step file name, not hidden)', () => {
    const d = getFormDefinition('application-eight');
    expect(checkDefinition({ schema: d.schema, layout: d.layout }).problems).toEqual([
      {
        field: '/tradeReferencesFileName',
        message: 'The rule maxLength of /tradeReferencesFileName has no message.',
      },
    ]);
  });

  const base = getFormDefinition('activation-cpg');
  const control = (scope: string): LayoutControl => ({ type: 'Control', scope });
  const withLayout = (change: (layout: FormLayout) => void) => {
    const layout = structuredClone(base.layout);
    change(layout);
    return { schema: base.schema, layout };
  };
  const withCompanyName = (companyName: Record<string, unknown>) => {
    const properties = { ...(base.schema.properties as Record<string, unknown>), companyName };
    return { schema: { ...base.schema, properties }, layout: base.layout };
  };

  it.each([
    [
      'a rule without a message',
      withCompanyName({ type: 'string', maxLength: 10 }),
      { field: '/companyName', message: 'The rule maxLength of /companyName has no message.' },
    ],
    [
      'a pattern that is not a regular expression',
      withCompanyName({ type: 'string', pattern: '([', errorMessage: 'x' }),
      expect.objectContaining({
        field: '',
        message: expect.stringMatching(/^Not a valid JSON Schema: Invalid regular expression/),
      }),
    ],
    [
      'a pattern with a back-reference, which RE2 cannot run',
      withCompanyName({ type: 'string', pattern: '^(a)\\1$', errorMessage: 'x' }),
      {
        field: '/companyName',
        message:
          'The pattern of /companyName repeats an earlier part of itself (a back-reference such as \\1), which form patterns cannot do; spell out what it should match instead.',
      },
    ],
    [
      'a pattern with a look-ahead',
      withCompanyName({ type: 'string', pattern: '^(?!test)\\w+$', errorMessage: 'x' }),
      {
        field: '/companyName',
        message:
          'The pattern of /companyName looks ahead or behind ((?=…), (?!…), (?<=…) or (?<!…)), which form patterns cannot do; describe only the text itself.',
      },
    ],
    [
      'a keyword of the wrong type (meta-schema)',
      withCompanyName({ type: 'string', maxLength: 'ten', errorMessage: 'x' }),
      {
        field: '/properties/companyName/maxLength',
        message: 'Not a valid JSON Schema: /properties/companyName/maxLength must be integer.',
      },
    ],
    [
      'an engine keyword used wrongly',
      withCompanyName({ type: 'string', 'x-normalize': 'lower' }),
      expect.objectContaining({ message: expect.stringMatching(/x-normalize/) }),
    ],
    [
      'a step naming a field the form does not have',
      withLayout((l) => l.elements[0].elements.push(control('/companyNam'))),
      {
        field: '/companyNam',
        message: 'The step Company Information names companyNam, which is not a field of the form.',
      },
    ],
    [
      'a field placed twice',
      withLayout((l) => l.elements[1].elements.push(control('/companyName'))),
      { field: '/companyName', message: 'The field companyName is placed twice in the layout.' },
    ],
    [
      'a field in no step (never asked)',
      withLayout((l) => l.elements[1].elements.shift()),
      { field: '/accountsPayableName', message: 'The field accountsPayableName is in no step.' },
    ],
    [
      'a field of an object the layout of the object leaves out',
      withLayout((l) => (l.elements[0].elements.at(-1) as LayoutControl).elements!.pop()),
      { field: '/address/country', message: 'The layout of address does not place country.' },
    ],
    [
      'a field laid out under an object that does not hold it',
      withLayout((l) =>
        (l.elements[0].elements.at(-1) as LayoutControl).elements!.push(control('/bankInfo/zip')),
      ),
      { field: '/bankInfo/zip', message: 'bankInfo.zip is laid out under address, which does not hold it.' },
    ],
    [
      'a group without a label',
      withLayout((l) => {
        const [first, ...rest] = l.elements[0].elements as LayoutControl[];
        l.elements[0].elements = [{ type: 'Group', label: ' ', elements: [first] }, ...rest];
      }),
      { field: 'steps/0', message: 'A group of the step Company Information has no label.' },
    ],
    [
      'two signing steps',
      withLayout((l) => (l.elements[0].sign = true)),
      { field: '', message: 'Only one step can be the signing step.' },
    ],
    [
      'a default of a field the form does not have',
      { schema: base.schema, layout: base.layout, defaults: { nonesuch: 1 } },
      { field: '/nonesuch', message: 'The default of nonesuch is not a field of the form.' },
    ],
  ])('reports %s', (_name, definition, problem) => {
    const check = checkDefinition(definition);
    expect(check.valid).toBe(false);
    expect(check.problems).toContainEqual(problem);
  });

  it('reports a required field without a message and a widget the engine does not have', () => {
    const properties = { ...(base.schema.properties as Record<string, unknown>), extra: { type: 'string' } };
    const schema = { ...base.schema, properties, required: [...(base.schema.required as string[]), 'extra'] };
    const check = checkDefinition({
      schema,
      layout: base.layout,
      uiSchema: { extra: { 'ui:widget': 'slider' } },
    });
    expect(check.problems).toEqual(
      expect.arrayContaining([
        { field: '/extra', message: 'Required field /extra has no message.' },
        { field: '/extra', message: "The widget slider of /extra is not one of the engine's." },
      ]),
    );
  });
});

/**
 * Patterns that make a backtracking engine (JavaScript's RegExp) run for hours on a short input. Every engine here
 * runs patterns on RE2 (schemas regexp.ts), in time linear in the input: the check lets them through, and the
 * server's validation answers at once on the attack input (26 characters of 'a' and '!').
 */
describe('catastrophic patterns', () => {
  const base = getFormDefinition('activation-cpg');
  const withPattern = (pattern: string): FormDefinition => {
    const companyName = { type: 'string', pattern, errorMessage: { pattern: 'Not a company name.' } };
    const properties = { ...(base.schema.properties as Record<string, unknown>), companyName };
    return { ...base, schema: { ...base.schema, properties } };
  };

  // [pattern, whether the attack input matches it (as JavaScript's RegExp would answer, given hours)]
  it.each([
    ['^(a+)+$', false],
    ['(a|a)*', true],
    ['^(a|a)*$', false],
    ['(a*)*b', false],
    ['(.*a){20}', true],
    ['^(.*a){20}$', false],
    ['^([a-z]+)+$', false],
  ])('checks %s valid and validates the attack input in well under a second', (pattern, matches) => {
    const definition = withPattern(pattern);
    expect(checkDefinition(definition).problems).toEqual([]);
    const expected = matches ? undefined : 'Not a company name.';
    validateForm(definition, {}); // compiled outside the timings
    for (const attack of [`${'a'.repeat(26)}!`, `${'a'.repeat(40_000)}!`]) {
      const started = performance.now();
      const { errors } = validateForm(definition, { companyName: attack });
      expect(performance.now() - started, `${attack.length} characters`).toBeLessThan(250);
      expect(errors['/companyName']).toBe(expected);
    }
  });
});
