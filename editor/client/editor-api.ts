import type { SchemaBundle } from './schema-tree';

/** One problem as `npm run validate` reports it: `file#pointer: message`. */
export interface ContentError {
  file: string;
  pointer: string;
  message: string;
}

export interface DraftCheck {
  errors: ContentError[];
  previewUpdated: boolean;
  /** The translations Save changes with the file: their sections moved or removed as the page's were. */
  following?: string[];
}

export interface LoadedFile {
  entry: { path: string; title: string; url?: string; english?: string };
  /** The file as the validator names it: `pages/treatments/root-canal.json`. */
  displayName: string;
  data: Record<string, unknown>;
  hash: string;
  schemaRoot: string;
  schemas: SchemaBundle;
  check: DraftCheck;
}

export type SaveAnswer =
  { ok: true; outcome: 'saved' | 'unchanged'; hash: string; following: string[] } | { ok: false; message: string; errors?: ContentError[] };

async function call<T>(url: string, body?: unknown): Promise<{ status: number; json: T }> {
  const response = await fetch(url, body === undefined ? {} : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: response.status, json: (await response.json()) as T };
}

export async function loadFile(path: string): Promise<LoadedFile | { message: string }> {
  return (await call<LoadedFile | { message: string }>(`/edit-api/file?path=${encodeURIComponent(path)}`)).json;
}

export async function checkDraft(path: string, data: unknown): Promise<DraftCheck> {
  const { status, json } = await call<DraftCheck & { message?: string }>('/edit-api/draft', { path, data });
  if (status !== 200) throw new Error(json.message ?? `The editor's server answered ${status}.`);
  return json;
}

export async function saveFile(path: string, data: unknown, hash: string): Promise<SaveAnswer> {
  const { status, json } = await call<{ outcome: 'saved' | 'unchanged'; hash: string; following?: string[]; message: string; errors?: ContentError[] }>(
    '/edit-api/save',
    {
      path,
      data,
      hash,
    },
  );
  if (status === 200) return { ok: true, outcome: json.outcome, hash: json.hash, following: json.following ?? [] };
  return { ok: false, message: json.message, ...(json.errors ? { errors: json.errors } : {}) };
}
