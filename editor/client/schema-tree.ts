/**
 * Reading the JSON Schemas the way the validator does, for the form: `$ref`s followed across
 * files (relative to the schema they are written in), unions (`oneOf`/`anyOf`) told apart by the
 * section's `type` (the discriminator) or by a block's first required key, and the smallest value
 * a new item can start from.
 */
export type Schema = {
  $ref?: string;
  type?: string | string[];
  title?: string;
  description?: string;
  const?: unknown;
  enum?: unknown[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  oneOf?: Schema[];
  anyOf?: Schema[];
  discriminator?: { propertyName: string };
  minItems?: number;
  minimum?: number;
  maxLength?: number;
  [keyword: string]: unknown;
};

/** A schema with the file it was read from, for its relative $refs, and the $defs name it came by. */
export interface Located {
  schema: Schema;
  file: string;
  /** The last `$defs` name followed to reach it (`richText`, `inlines`), which some fields are drawn by. */
  defName?: string;
}

export type SchemaBundle = Record<string, Schema>;

export function locate(bundle: SchemaBundle, file: string): Located {
  return { schema: bundle[file], file };
}

/** Resolved schemas by the schema object and the file it is read in: the form resolves the same ones on every keystroke. */
const resolved = new WeakMap<Schema, Map<string, Located>>();

/** The schema with its `$ref`s followed; keywords written beside a `$ref` add to what it names. */
export function resolve(bundle: SchemaBundle, located: Located): Located {
  if (!located.schema.$ref) return located;
  const byFile = resolved.get(located.schema) ?? new Map<string, Located>();
  resolved.set(located.schema, byFile);
  const key = `${located.file}#${located.defName ?? ''}`;
  const known = byFile.get(key);
  if (known) return known;
  const result = follow(bundle, located);
  byFile.set(key, result);
  return result;
}

function follow(bundle: SchemaBundle, located: Located): Located {
  let current = located;
  for (let depth = 0; current.schema.$ref && depth < 20; depth++) {
    const { $ref, ...beside } = current.schema;
    const url = new URL($ref, `http://schema/${current.file}`);
    const file = url.pathname.slice(1);
    const base = bundle[file];
    if (!base) throw new Error(`The schema ${file} named by ${$ref} is missing.`);
    const pointer = decodeURIComponent(url.hash.slice(1));
    const target = pointer
      .split('/')
      .slice(1)
      .reduce<Schema>((schema, key) => (schema as Record<string, Schema>)[key.replace(/~1/g, '/').replace(/~0/g, '~')], base);
    const defName = /\/\$defs\/([^/]+)$/.exec(pointer)?.[1] ?? current.defName;
    current = { schema: { ...target, ...beside }, file, ...(defName ? { defName } : {}) };
  }
  return current;
}

const EMPTY: Schema = {};
const children = new WeakMap<Schema, Map<string, Located>>();

/** A member's schema, read in its parent's file; the same object each time, so memoised fields see no change. */
export function child(bundle: SchemaBundle, parent: Located, schema: Schema | undefined): Located {
  const own = schema ?? EMPTY;
  const byFile = children.get(own) ?? new Map<string, Located>();
  children.set(own, byFile);
  let located = byFile.get(parent.file);
  if (!located) {
    located = resolve(bundle, { schema: own, file: parent.file });
    byFile.set(parent.file, located);
  }
  return located;
}

const orders = new WeakMap<Schema, string[]>();

/** An object schema's property names in order (the same array each time). */
export function propertyOrder(schema: Schema): string[] {
  let order = orders.get(schema);
  if (!order) {
    order = Object.keys(schema.properties ?? {});
    orders.set(schema, order);
  }
  return order;
}

export function branchesOf(bundle: SchemaBundle, located: Located): Located[] {
  const union = located.schema.oneOf ?? located.schema.anyOf;
  return union ? union.map((schema) => child(bundle, located, schema)) : [];
}

/** What tells a union's branches apart, as a maintainer reads it: a section's type, a block's kind. */
export function branchLabel(bundle: SchemaBundle, union: Located, branch: Located): string {
  const tag = union.schema.discriminator?.propertyName;
  if (tag) return String(child(bundle, branch, branch.schema.properties?.[tag]).schema.const ?? '?');
  if (branch.schema.required?.length) return branch.schema.required[0];
  return String(branch.schema.type ?? 'value');
}

/** The branch a value is written in (its section type, its first required key, its JSON type), else the first. */
export function chooseBranch(bundle: SchemaBundle, union: Located, value: unknown): number {
  const branches = branchesOf(bundle, union);
  const tag = union.schema.discriminator?.propertyName;
  if (tag && value && typeof value === 'object') {
    const found = branches.findIndex(
      (branch) => child(bundle, branch, branch.schema.properties?.[tag]).schema.const === (value as Record<string, unknown>)[tag],
    );
    return Math.max(found, 0);
  }
  const kind = jsonType(value);
  const sameType = branches.map((branch, index) => ({ branch, index })).filter(({ branch }) => typesOf(branch.schema).includes(kind));
  if (kind === 'object') {
    const byKey = sameType.find(({ branch }) => branch.schema.required?.[0] !== undefined && branch.schema.required[0] in (value as object));
    if (byKey) return byKey.index;
  }
  return sameType[0]?.index ?? 0;
}

function typesOf(schema: Schema): string[] {
  if (schema.type) return Array.isArray(schema.type) ? schema.type : [schema.type];
  if (schema.properties) return ['object'];
  if (schema.enum) return [...new Set(schema.enum.map(jsonType))];
  if (schema.const !== undefined) return [jsonType(schema.const)];
  return [];
}

function jsonType(value: unknown): string {
  if (Array.isArray(value)) return 'array';
  if (value === null) return 'null';
  if (Number.isInteger(value)) return 'integer';
  return typeof value;
}

/** The kind of field a schema is drawn as. */
export function fieldKind(schema: Schema): 'const' | 'enum' | 'union' | 'object' | 'array' | 'boolean' | 'number' | 'integer' | 'string' {
  if (schema.const !== undefined) return 'const';
  if (schema.enum) return 'enum';
  if (schema.oneOf || schema.anyOf) return 'union';
  const [type] = typesOf(schema);
  if (type === 'object' || type === 'array' || type === 'boolean' || type === 'number' || type === 'integer') return type;
  return 'string';
}

/** The smallest value of a schema: its required members only, each at its own smallest (empty texts the validator will point at). */
export function templateOf(bundle: SchemaBundle, located: Located): unknown {
  const { schema } = located;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.oneOf || schema.anyOf) return templateOf(bundle, branchesOf(bundle, located)[0]);
  switch (fieldKind(schema)) {
    case 'object':
      return Object.fromEntries((schema.required ?? []).map((key) => [key, templateOf(bundle, child(bundle, located, schema.properties?.[key]))]));
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => templateOf(bundle, child(bundle, located, schema.items)));
    case 'boolean':
      return false;
    case 'integer':
    case 'number':
      return schema.minimum ?? 0;
    default:
      return '';
  }
}

/** `backgroundImage` → "Background image"; a schema's own title wins. */
export function labelOf(schema: Schema, key: string | number): string {
  if (schema.title && !schema.title.startsWith('Section:')) return schema.title;
  const words = String(key)
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
