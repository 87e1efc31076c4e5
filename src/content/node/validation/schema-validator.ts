import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import type { ContentError } from './content-error';
import { didYouMean } from './did-you-mean';

export type SchemaName = 'site' | 'page' | 'redirects' | 'branch';

/**
 * Compiles the JSON Schemas under schema/ once and turns ajv's errors into messages a content
 * maintainer can act on. Schemas get a file:// $id at load time, so their relative $refs resolve
 * exactly as an editor resolves them from the files.
 */
export class SchemaValidator {
  private readonly validators: Record<SchemaName, ValidateFunction>;
  readonly sectionTypes: string[];
  private readonly ajv: Ajv2020;

  constructor(private readonly schemaDir: string) {
    const ajv = new Ajv2020({ allErrors: true, discriminator: true, strict: true, allowUnionTypes: true, verbose: true });
    this.ajv = ajv;
    const files = listJsonFiles(schemaDir);
    for (const file of files) {
      const schema = JSON.parse(fs.readFileSync(file, 'utf8'));
      schema.$id = pathToFileURL(file).href;
      ajv.addSchema(schema);
    }
    const get = (name: string) => {
      const validate = ajv.getSchema(pathToFileURL(path.join(schemaDir, `${name}.schema.json`)).href);
      if (!validate) throw new Error(`schema/${name}.schema.json is missing`);
      return validate;
    };
    this.validators = { site: get('site'), page: get('page'), redirects: get('redirects'), branch: get('branch') };
    this.sectionTypes = fs
      .readdirSync(path.join(schemaDir, 'sections'))
      .filter((f) => f.endsWith('.schema.json'))
      .map((f) => f.replace('.schema.json', ''))
      .sort();
  }

  validate(name: SchemaName, file: string, data: unknown): ContentError[] {
    const validate = this.validators[name];
    if (validate(data)) return [];
    return describeErrors(validate.errors ?? [], file, this.sectionTypes);
  }

  /** Checks data against any schema under schema/, named by its path there (`seed/blogs.schema.json`). */
  validateAgainst(schemaPath: string, file: string, data: unknown): ContentError[] {
    const validate = this.ajv.getSchema(pathToFileURL(path.join(this.schemaDir, schemaPath)).href);
    if (!validate) throw new Error(`schema/${schemaPath} is missing`);
    if (validate(data)) return [];
    return describeErrors(validate.errors ?? [], file, this.sectionTypes);
  }
}

/** Every `.json` file under `dir`, sorted (none when it does not exist). */
export function listJsonFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => !entry.isDirectory() && entry.name.endsWith('.json'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/**
 * ajv reports every failed branch of an anyOf; a maintainer wants the branch they meant.
 * Keep, per anyOf, the branch whose errors reach deepest into the data (it matched furthest).
 */
function pruneAnyOfBranches(errors: ErrorObject[]): ErrorObject[] {
  const anyOfFailures = errors.filter((e) => e.keyword === 'anyOf');
  let kept = errors.filter((e) => e.keyword !== 'anyOf');
  for (const failure of anyOfFailures) {
    const branchPrefix = `${failure.schemaPath}/`;
    const inBranch = kept.filter((e) => e.schemaPath.startsWith(branchPrefix) && e.instancePath.startsWith(failure.instancePath));
    if (inBranch.length === 0) continue;
    const branchOf = (e: ErrorObject) => e.schemaPath.slice(branchPrefix.length).split('/')[0];
    const score = new Map<string, number>();
    for (const e of inBranch) {
      const depth = e.instancePath.split('/').length * 10 + (e.keyword === 'additionalProperties' ? 0 : 1);
      score.set(branchOf(e), Math.max(score.get(branchOf(e)) ?? 0, depth) - (e.keyword === 'type' ? 5 : 0));
    }
    const best = [...score.entries()].sort((a, b) => b[1] - a[1])[0][0];
    kept = kept.filter((e) => !inBranch.includes(e) || branchOf(e) === best);
  }
  return kept;
}

/**
 * A union of object kinds told apart by their first required key (a rich-text block is a
 * `heading`, a `paragraph` or a `list`): an object with none of those keys is of an unknown kind,
 * and one message naming its key says more than every branch's complaints.
 */
function unknownKind(error: ErrorObject): { pointer: string; message: string } | undefined {
  if (error.keyword !== 'anyOf' && error.keyword !== 'oneOf') return undefined;
  const branches = error.schema as Array<{ type?: string; required?: string[] }>;
  if (!Array.isArray(branches) || !branches.every((branch) => branch.type === 'object' && branch.required?.length)) return undefined;
  const kinds = branches.map((branch) => branch.required![0]);
  const data = error.data as Record<string, unknown> | null;
  if (!data || typeof data !== 'object' || Array.isArray(data) || kinds.some((kind) => kind in data)) return undefined;
  const allowed = new Set(branches.flatMap((branch) => Object.keys((branch as { properties?: object }).properties ?? {})));
  const key = Object.keys(data).find((name) => !allowed.has(name));
  if (key === undefined) return { pointer: error.instancePath, message: `needs one of ${kinds.map((kind) => `"${kind}"`).join(', ')}` };
  return { pointer: `${error.instancePath}/${escapePointer(key)}`, message: `unknown block "${key}"${didYouMean(key, kinds)}; blocks: ${kinds.join(', ')}` };
}

function describeErrors(errors: ErrorObject[], file: string, sectionTypes: string[]): ContentError[] {
  const unknownSections = new Set(errors.filter((e) => e.keyword === 'discriminator').map((e) => e.instancePath));
  const unknownKinds = errors.flatMap((error) => {
    const described = unknownKind(error);
    return described ? [{ at: error.instancePath, described }] : [];
  });
  const seen = new Set<string>();
  const result: ContentError[] = unknownKinds.map(({ described }) => ({ file, ...described }));
  for (const error of pruneAnyOfBranches(errors)) {
    // A section of unknown type fails every branch; one message about its type is enough.
    if (error.keyword !== 'discriminator' && [...unknownSections].some((p) => error.instancePath.startsWith(p))) continue;
    // So does a block of unknown kind.
    if (unknownKinds.some(({ at }) => error.instancePath === at || error.instancePath.startsWith(`${at}/`))) continue;
    const described = describeError(error, sectionTypes);
    const key = `${described.pointer}|${described.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    result.push({ file, ...described });
  }
  return result;
}

function describeError(error: ErrorObject, sectionTypes: string[]): { pointer: string; message: string } {
  const at = error.instancePath;
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'discriminator': {
      const tag = params.tagValue;
      if (typeof tag !== 'string') return { pointer: `${at}/type`, message: 'a section needs a "type" naming a section schema' };
      return {
        pointer: `${at}/type`,
        message: `unknown section type "${tag}"${didYouMean(tag, sectionTypes)}; known types: ${sectionTypes.join(', ')}`,
      };
    }
    case 'required':
      return { pointer: at, message: `missing required property "${params.missingProperty}"` };
    case 'additionalProperties': {
      const name = String(params.additionalProperty);
      const allowed = Object.keys((error.parentSchema as { properties?: object })?.properties ?? {});
      return {
        pointer: `${at}/${escapePointer(name)}`,
        message: `unknown property "${name}"${didYouMean(name, allowed)}; allowed: ${allowed.join(', ')}`,
      };
    }
    case 'enum': {
      const allowed = (params.allowedValues as unknown[]).map(String);
      return { pointer: at, message: `"${String(error.data)}" is not allowed${didYouMean(String(error.data), allowed)}; use one of: ${allowed.join(', ')}` };
    }
    case 'const':
      return { pointer: at, message: `must be ${JSON.stringify(params.allowedValue)}` };
    case 'maxLength':
    case 'minLength': {
      const count = [...String(error.data)].length;
      return { pointer: at, message: `${count} character${count === 1 ? '' : 's'}, at ${error.keyword === 'maxLength' ? 'most' : 'least'} ${params.limit}` };
    }
    case 'pattern': {
      const description = (error.parentSchema as { description?: string })?.description;
      return {
        pointer: at,
        message: `"${String(error.data)}" is not in the expected form${description ? ` (${description})` : ` (pattern ${params.pattern})`}`,
      };
    }
    default:
      return { pointer: at, message: error.message ?? `fails ${error.keyword}` };
  }
}

function escapePointer(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}
