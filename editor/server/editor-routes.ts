import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ViteDevServer } from 'vite';
import { formatContentFile } from '../../src/content/node/format-content-file';
import type { LoadOptions } from '../../src/content/node/load-content';
import { listJsonFiles } from '../../src/content/node/validation/schema-validator';
import { catalogue, describe } from './content-catalogue';
import { createContentFile, hashText, listContentFiles, resolveContentPath, saveContentFile } from './content-files';
import type { DraftSession } from './draft-session';
import { editorDocument, escapeHtml } from './html';
import { startPage } from './start-page';
import { treatmentId, treatmentTemplate } from './treatment-template';
import { followSections } from './translation-follow';
import { TRANSLATED_LANGUAGES } from '../../src/i18n/languages';

/** The editor's pages (/edit…) and the calls its script makes (/edit-api/…). */
const EDIT_API = '/edit-api';

interface EditorOptions {
  vite: ViteDevServer;
  load: LoadOptions;
  session: DraftSession;
}

const SCHEMA_OF_KIND = { page: 'page.schema.json', site: 'site.schema.json', redirects: 'redirects.schema.json', branch: 'branch.schema.json' } as const;

export async function registerEditor(app: FastifyInstance, { vite, load, session }: EditorOptions): Promise<void> {
  const { contentDir, schemaDir } = load;
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });

    scope.get('/edit', async (request, reply) => {
      const { q } = request.query as { q?: string };
      return sendHtml(reply, 200, startPage({ entries: catalogue(contentDir), query: typeof q === 'string' ? q : '' }));
    });

    scope.post('/edit/new-treatment', async (request, reply) => {
      const name = String((request.body as { name?: unknown } | undefined)?.name ?? '').trim();
      const problems = await createTreatment(name);
      if (problems.length > 0) return sendHtml(reply, 422, startPage({ entries: catalogue(contentDir), newTreatment: { name, problems } }));
      return reply.redirect(`/edit/treatments/${treatmentId(name)}.json`, 303);
    });

    scope.get('/edit/*', async (request, reply) => {
      const relative = (request.params as { '*': string })['*'];
      const file = resolveContentPath(contentDir, relative);
      if (!file || !fs.existsSync(file)) {
        return sendHtml(
          reply,
          404,
          editorDocument(
            'No such file',
            `<main class="start-main"><h1>No such file</h1><p>There is no <code>pages/${escapeHtml(relative)}</code>. <a href="/edit">All files</a></p></main>`,
          ),
        );
      }
      // A file opened afresh starts from the disk: the preview drops whatever draft was left.
      session.clear();
      const html = editorDocument(
        `Editing ${relative}`,
        `<div id="editor-root" data-path="${escapeHtml(relative)}"><main class="start-main"><h1>Editing ${escapeHtml(relative)}</h1>
<noscript><p>The editor's form needs JavaScript. The file is <code>pages/${escapeHtml(relative)}</code>; <code>npm run validate</code> checks it. <a href="/edit">All files</a></p></noscript></main></div>
<script type="module" src="/editor/client/main.tsx"></script>`,
      );
      return sendHtml(reply, 200, await vite.transformIndexHtml(request.url, html));
    });

    scope.get(`${EDIT_API}/file`, async (request, reply) => {
      const relative = String((request.query as { path?: unknown }).path ?? '');
      const file = resolveContentPath(contentDir, relative);
      if (!file || !fs.existsSync(file)) return reply.code(404).send({ message: `There is no pages/${relative}.` });
      const text = fs.readFileSync(file, 'utf8');
      let data: unknown;
      try {
        data = JSON.parse(text);
      } catch (error) {
        return reply.code(422).send({ message: `pages/${relative} is not valid JSON (${(error as Error).message}): fix it in a text editor first.` });
      }
      const entry = describe(relative, data as Record<string, unknown>, contentDir);
      return {
        entry,
        displayName: session.displayName(file),
        data,
        hash: hashText(text),
        schemaRoot: SCHEMA_OF_KIND[entry.kind],
        schemas: readSchemas(schemaDir),
        check: session.check(file, text),
      };
    });

    scope.post(`${EDIT_API}/draft`, async (request, reply) => {
      const body = readBody(request.body);
      if (typeof body === 'string') return reply.code(400).send({ message: body });
      const followers = translationsFollowing(body.relative, body.file, body.data);
      // Checked as JSON: the validator reads the data (and numbers as written, which JSON.stringify writes as Save does); Prettier's layout waits for Save.
      const asJson = new Map([...followers].map(([file, data]) => [file, JSON.stringify(data, null, 2)]));
      return {
        ...session.check(body.file, JSON.stringify(body.data, null, 2), asJson),
        following: [...followers.keys()].map((file) => session.displayName(file)),
      };
    });

    scope.post(`${EDIT_API}/save`, async (request, reply) => {
      const body = readBody(request.body);
      if (typeof body === 'string') return reply.code(400).send({ message: body });
      if (typeof body.hash !== 'string') return reply.code(400).send({ message: 'Save needs the hash of the file as it was read.' });
      const followers = translationsFollowing(body.relative, body.file, body.data);
      const formatted = new Map<string, string>();
      for (const [file, data] of followers) formatted.set(file, await formatContentFile(file, data, readIfThere(file)));
      const check = session.check(body.file, await formatContentFile(body.file, body.data, readIfThere(body.file)), formatted);
      if (check.errors.length > 0) {
        return reply
          .code(422)
          .send({ message: `Not saved: ${check.errors.length} problem${check.errors.length === 1 ? '' : 's'} to fix first.`, errors: check.errors });
      }
      const result = await saveContentFile(body.file, body.data, body.hash);
      if (result.outcome === 'conflict') {
        return reply.code(409).send({
          message: `Not saved: ${body.relative} changed on disk since you opened it (a git pull, or another editor). Copy your change, reload the file, and make it again.`,
        });
      }
      // The translations follow once the page itself is saved; each is written as the page is, unless it changed meanwhile.
      const following: string[] = [];
      for (const [file, data] of followers) {
        const saved = await saveContentFile(file, data, hashText(readIfThere(file)));
        if (saved.outcome === 'saved') following.push(session.displayName(file));
      }
      session.clear();
      return { ...result, following };
    });
  });

  /** Each translation of an English page, moved and trimmed as the page's sections were (translation-follow.ts). */
  function translationsFollowing(relative: string, file: string, data: unknown): Map<string, unknown> {
    const followers = new Map<string, unknown>();
    if (TRANSLATED_LANGUAGES.some((language) => relative.startsWith(`${language}/`)) || !fs.existsSync(file)) return followers;
    const before = safeJson(readIfThere(file));
    for (const language of TRANSLATED_LANGUAGES) {
      const translationFile = resolveContentPath(contentDir, `${language}/${relative}`);
      if (!translationFile || !fs.existsSync(translationFile)) continue;
      const followed = followSections(before, data, safeJson(readIfThere(translationFile)));
      if (followed !== undefined) followers.set(translationFile, followed);
    }
    return followers;
  }

  /** The reasons a new treatment page cannot be made, none when it was. */
  async function createTreatment(name: string): Promise<string[]> {
    const id = treatmentId(name);
    if (!id) return ['Give the treatment a name, e.g. "Smile Check-up".'];
    if (name.length > 60) return ['A treatment name has at most 60 characters.'];
    const file = resolveContentPath(contentDir, `treatments/${id}.json`);
    if (!file) return ['Give the treatment a name with letters or digits.'];
    if (fs.existsSync(file)) return [`There is a treatment page named ${id} already: pages/treatments/${id}.json.`];
    const data = treatmentTemplate(name, nextTreatmentOrder());
    const { errors } = session.check(file, await formatContentFile(file, data));
    session.clear();
    if (errors.length > 0) return errors.map((error) => error.message);
    return (await createContentFile(file, data)) ? [] : [`There is a treatment page named ${id} already.`];
  }

  /** After every treatment there is: ten more than the highest order in menus, cards and the appointment list. */
  function nextTreatmentOrder(): number {
    let highest = 0;
    for (const relative of listContentFiles(contentDir).filter((name) => name.startsWith('treatments/'))) {
      try {
        const { treatment } = JSON.parse(fs.readFileSync(path.join(contentDir, relative), 'utf8'));
        highest = Math.max(highest, treatment.menu.order, treatment.card.order, treatment.appointment.order);
      } catch {
        // A broken file is the validator's to report.
      }
    }
    return Math.floor(highest / 10) * 10 + 10;
  }

  function readBody(body: unknown): { file: string; relative: string; data: unknown; hash?: unknown } | string {
    const { path: relative, data, hash } = (body ?? {}) as { path?: unknown; data?: unknown; hash?: unknown };
    const file = typeof relative === 'string' ? resolveContentPath(contentDir, relative) : undefined;
    if (!file || typeof relative !== 'string') return 'Name a file under pages/ as "path", e.g. "treatments/root-canal.json".';
    if (data === null || typeof data !== 'object' || Array.isArray(data)) return 'Send the file\'s content as "data", a JSON object.';
    return { file, relative, data, hash };
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function readIfThere(file: string): string {
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
}

/** Every schema under schema/, by its path there: the form follows their $refs as the validator does. */
function readSchemas(schemaDir: string): Record<string, unknown> {
  return Object.fromEntries(
    listJsonFiles(schemaDir).map((file) => [path.relative(schemaDir, file).split(path.sep).join('/'), JSON.parse(fs.readFileSync(file, 'utf8'))]),
  );
}

function sendHtml(reply: FastifyReply, status: number, html: string): FastifyReply {
  // The site's policy frames only the players and maps it embeds; the editor frames the site itself, its preview.
  const policy = reply.getHeader('content-security-policy');
  if (typeof policy === 'string') reply.header('content-security-policy', policy.replace(/(^|;)frame-src /, "$1frame-src 'self' "));
  return reply.code(status).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
}
