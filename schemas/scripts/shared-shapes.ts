/**
 * Finds the object shapes and string unions that several form schemas (or one form, twice) spell the same
 * way, so that gen-types.ts emits each of them once in generated/common.ts and the forms' types refer to
 * it by name instead of repeating it inline.
 *
 * Two subschemas are the same shape when their typing schemas (validation keywords already removed) are
 * the same JSON. The largest repeated shape is lifted first and replaced by a `tsType` reference, then the
 * count starts again, so a union that only repeats because its object repeats stays inside that object.
 */

type Schema = Record<string, unknown>;

export interface SharedShape {
  /** the TypeScript name, also the `tsType` every use refers to */
  name: string;
  /** the shape itself; shapes nested in it that are shared too are already `tsType` references */
  schema: Schema;
}

interface Found {
  schema: Schema;
  /** property names it stands under ('Item' names for array items) */
  names: string[];
  forms: Set<string>;
}

const isObject = (n: unknown): n is Schema => !!n && typeof n === 'object' && !Array.isArray(n);

/** An object with properties, or a union of two or more strings: what is worth a name. */
function nameable(n: Schema): boolean {
  if (n.type === 'object' && isObject(n.properties)) return true;
  return Array.isArray(n.enum) && n.enum.length > 1 && n.enum.every((v) => typeof v === 'string');
}

const pascal = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
/** `documents` items are a `Document`, `tradeRefInfo` items a `TradeRefInfoItem`. */
const itemName = (key: string) => (/[^s]s$/.test(key) ? key.slice(0, -1) : `${key}Item`);

/** Walks every subschema below `root` (not `root` itself) with the property name it stands under. */
function walk(root: unknown, visit: (n: Schema, name: string) => void, name = '', isRoot = true): void {
  if (Array.isArray(root)) return root.forEach((n) => walk(n, visit, name, false));
  if (!isObject(root)) return;
  if (!isRoot && nameable(root)) visit(root, name);
  for (const [keyword, value] of Object.entries(root)) {
    if (keyword === 'properties' && isObject(value)) {
      for (const [prop, s] of Object.entries(value)) walk(s, visit, prop, false);
    } else if (keyword === 'items') walk(value, visit, itemName(name), false);
    else if (isObject(value) || Array.isArray(value)) walk(value, visit, name, false);
  }
}

/** A copy of `root` with every subschema equal to `json` replaced by `replacement`. */
function replace(root: unknown, json: string, replacement: Schema): unknown {
  if (Array.isArray(root)) return root.map((n) => replace(n, json, replacement));
  if (!isObject(root)) return root;
  if (JSON.stringify(root) === json) return replacement;
  return Object.fromEntries(Object.entries(root).map(([k, v]) => [k, replace(v, json, replacement)]));
}

/** The words before the first difference of the form keys: 'activation' for activation-cpg and -uwl. */
function familyOf(forms: Set<string>): string {
  const split = [...forms].map((f) => f.split('-'));
  const common: string[] = [];
  for (let i = 0; split.every((words) => words[i] !== undefined && words[i] === split[0][i]); i++) {
    common.push(split[0][i]);
  }
  return common.map(pascal).join('');
}

function mostCommon(names: string[]): string {
  const counts = new Map<string, number>();
  for (const n of names) counts.set(n, (counts.get(n) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0][0];
}

/** Names the shapes: by property name; where two shapes would share a name, by form family too. */
function nameShapes(found: Found[], taken: Set<string>): string[] {
  const base = found.map((f) => pascal(mostCommon(f.names)));
  const names = found.map((f, i) =>
    base.filter((b) => b === base[i]).length > 1 ? familyOf(f.forms) + base[i] : base[i],
  );
  const used = new Set(taken);
  return names.map((name) => {
    let unique = name;
    for (let n = 2; used.has(unique); n++) unique = `${name}${n}`;
    used.add(unique);
    return unique;
  });
}

/**
 * Lifts the repeated shapes out of the forms' typing schemas. Returns the forms' schemas with `tsType`
 * references in their place, and the shapes in name order.
 */
export function liftSharedShapes(
  forms: Map<string, Schema>,
  formTypeNames: Set<string>,
): { forms: Map<string, Schema>; shapes: SharedShape[] } {
  let docs = new Map(forms);
  const lifted: Array<Found & { token: string }> = [];
  for (;;) {
    const counts = new Map<string, Found & { uses: number }>();
    const sources: Array<[unknown, Set<string>]> = [
      ...[...docs].map(([key, s]): [unknown, Set<string>] => [s, new Set([key])]),
      ...lifted.map((l): [unknown, Set<string>] => [l.schema, l.forms]),
    ];
    for (const [root, owners] of sources) {
      walk(root, (n, name) => {
        const json = JSON.stringify(n);
        const entry = counts.get(json) ?? { schema: n, names: [], forms: new Set<string>(), uses: 0 };
        entry.uses += 1;
        entry.names.push(name);
        owners.forEach((f) => entry.forms.add(f));
        counts.set(json, entry);
      });
    }
    const repeated = [...counts].filter(([, e]) => e.uses > 1);
    if (!repeated.length) break;
    // The largest first; equal sizes in text order, so the output does not depend on Map order.
    const [json, entry] = repeated.sort((a, b) => b[0].length - a[0].length || a[0].localeCompare(b[0]))[0];
    const token = `__shared_${lifted.length}__`;
    const ref = { tsType: token };
    docs = new Map([...docs].map(([key, s]) => [key, replace(s, json, ref) as Schema]));
    for (const l of lifted) l.schema = replace(l.schema, json, ref) as Schema;
    lifted.push({ ...entry, token });
  }

  const names = nameShapes(lifted, formTypeNames);
  const byToken = new Map(lifted.map((l, i) => [l.token, names[i]]));
  const rename = (root: unknown): unknown => {
    if (Array.isArray(root)) return root.map(rename);
    if (!isObject(root)) return root;
    if (typeof root.tsType === 'string' && byToken.has(root.tsType))
      return { tsType: byToken.get(root.tsType) };
    return Object.fromEntries(Object.entries(root).map(([k, v]) => [k, rename(v)]));
  };
  const shapes = lifted
    .map((l, i) => ({ name: names[i], schema: rename(l.schema) as Schema }))
    .sort((a, b) => a.name.localeCompare(b.name));
  const embed = (root: unknown) => embedShapes(root, shapes);
  return {
    // A form's root stays an interface of its own (gen-types.ts may make it extend another form).
    forms: new Map(
      [...docs].map(([key, s]) => {
        const form = rename(s) as Schema;
        return [key, { ...form, properties: embed(form.properties) }];
      }),
    ),
    shapes: shapes.map((shape) => ({
      ...shape,
      schema: embedShapes(shape.schema, shapes, shape.name, true) as Schema,
    })),
  };
}

const propertiesOf = (s: Schema) => (isObject(s.properties) ? s.properties : {});
const requiredOf = (s: Schema) => (Array.isArray(s.required) ? (s.required as string[]) : []);

/**
 * The largest shared object shape whose properties (with their types and required-ness) are all `node`'s
 * too, and `node` has more: a bank's details hold an address. `node` then reads as that shape and the rest.
 */
function embeddedShape(node: Schema, shapes: SharedShape[], self?: string): SharedShape | undefined {
  const own = propertiesOf(node);
  const fits = shapes.filter(({ name, schema }) => {
    const props = Object.keys(propertiesOf(schema));
    if (name === self || schema.type !== 'object' || props.length >= Object.keys(own).length) return false;
    const rest = (x: Schema) => JSON.stringify({ ...x, properties: 0, required: 0 });
    return (
      rest(schema) === rest(node) &&
      props.every(
        (p) =>
          p in own &&
          JSON.stringify(own[p]) === JSON.stringify(propertiesOf(schema)[p]) &&
          requiredOf(node).includes(p) === requiredOf(schema).includes(p),
      )
    );
  });
  const size = (x: SharedShape) => Object.keys(propertiesOf(x.schema)).length;
  return fits.sort((a, b) => size(b) - size(a))[0];
}

/** A copy of `root` with every object that holds a shared shape written as `Shape & { the rest }`. */
function embedShapes(root: unknown, shapes: SharedShape[], self?: string, isRoot = false): unknown {
  if (Array.isArray(root)) return root.map((n) => embedShapes(n, shapes));
  if (!isObject(root)) return root;
  const node = Object.fromEntries(Object.entries(root).map(([k, v]) => [k, embedShapes(v, shapes)]));
  if (!(node.type === 'object' && isObject(node.properties))) return node;
  const shape = embeddedShape(node, shapes, isRoot ? self : undefined);
  if (!shape) return node;
  const inherited = propertiesOf(shape.schema);
  const { title, description, ...rest } = node;
  return {
    ...(title === undefined ? {} : { title }),
    ...(description === undefined ? {} : { description }),
    allOf: [
      { tsType: shape.name },
      {
        ...rest,
        properties: Object.fromEntries(Object.entries(propertiesOf(node)).filter(([p]) => !(p in inherited))),
        required: requiredOf(node).filter((p) => !(p in inherited)),
      },
    ],
  };
}

/** The shared shape names a schema refers to, sorted. */
export function referencedShapes(schema: unknown, shapes: SharedShape[]): string[] {
  const names = new Set(shapes.map((s) => s.name));
  const used = new Set<string>();
  const visit = (n: unknown): void => {
    if (Array.isArray(n)) return n.forEach(visit);
    if (!isObject(n)) return;
    if (typeof n.tsType === 'string' && names.has(n.tsType)) used.add(n.tsType);
    Object.values(n).forEach(visit);
  };
  visit(schema);
  return [...used].sort();
}
