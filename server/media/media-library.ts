import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Selectable } from 'kysely';
import sharp from 'sharp';
import { RESPONSIVE_FORMATS, variantPath } from '../api/responsive-images';
import { changeContent } from '../db/content-changes';
import type { DatabaseTables } from '../db/database-schema';
import type { ClinicDatabase } from '../db/open-database';
import { LIBRARY_FOLDER } from './media-folders';
import { ENCODERS, widthsFor } from './responsive-encoding';
import { UPLOAD_MAX_PIXELS, checkUpload } from './upload-check';

/**
 * The media library: uploads checked by their bytes (upload-check.ts), decoded once, turned
 * upright, and re-encoded, so what is stored is pixels only: no EXIF (GPS position, camera,
 * owner), no ICC profile, no comment, nothing a crafted file could smuggle. Stored in the library
 * folder (media-folders.ts), known to the content as `library/<hash>.webp` (at most 1600 px wide) with AVIF and WebP copies at the widths the
 * site uses (`library/<hash>-960w.avif`, …), named by the SHA-256 of the uploaded bytes. A refused
 * upload writes nothing; the files of an accepted one are written aside first, then moved in.
 */

/** The widest copy kept: the widest the site shows (the hero at 1600 px). */
const MAX_WIDTH = 1600;

export interface MediaItem {
  id: number;
  file: string;
  originalName: string;
  width: number;
  height: number;
  bytes: number;
  createdAt: string;
  createdBy: string;
}

export type UploadOutcome = { ok: true; item: MediaItem; existing: boolean } | { ok: false; message: string };

type Who = { actor: string; at: Date };

/** A file name as staff typed it, kept for recognition only: one line, 200 characters. */
function cleanName(name: string): string {
  return (
    name
      .replace(/[\p{Cc}\u2028\u2029]/gu, '')
      .trim()
      .slice(0, 200) || 'image'
  );
}

async function encodeAll(bytes: Buffer, hash: string): Promise<{ files: Map<string, Buffer>; width: number; height: number }> {
  // Decoded once, upright (EXIF orientation applied), at most MAX_WIDTH wide; the metadata is not carried over.
  const { data, info } = await sharp(bytes, { limitInputPixels: UPLOAD_MAX_PIXELS, failOn: 'error' })
    .rotate()
    .resize({ width: MAX_WIDTH, withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixels = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  const main = path.posix.join(LIBRARY_FOLDER, `${hash}.webp`);
  const files = new Map<string, Buffer>([[main, await ENCODERS.webp(pixels()).toBuffer()]]);
  for (const width of widthsFor(info.width)) {
    for (const { extension } of RESPONSIVE_FORMATS) {
      files.set(variantPath(main, width, extension), await ENCODERS[extension](pixels().resize({ width })).toBuffer());
    }
  }
  return { files, width: info.width, height: info.height };
}

/** The columns an item is read from (all but the hash, which only finds a repeated upload). */
const ITEM_COLUMNS = ['id', 'file', 'original_name', 'width', 'height', 'bytes', 'created_at', 'created_by'] as const;

function toItem(row: Pick<Selectable<DatabaseTables['media']>, (typeof ITEM_COLUMNS)[number]>): MediaItem {
  return {
    id: row.id,
    file: row.file,
    originalName: row.original_name,
    width: row.width,
    height: row.height,
    bytes: row.bytes,
    createdAt: row.created_at,
    createdBy: row.created_by,
  };
}

/** `folder`: where uploads are written (`libraryFolder` of media-folders.ts). */
export function mediaLibrary(db: ClinicDatabase, folder: string) {
  const select = () => db.kysely.selectFrom('media').select(ITEM_COLUMNS);

  /** Where an image is used: the content that names it, as staff would say it. */
  async function usesOf(file: string): Promise<string[]> {
    const [articles, inBodies, gallery, slides, testimonials] = await Promise.all([
      db.kysely.selectFrom('blogs').select('title').where('image', '=', file).execute(),
      db.kysely.selectFrom('blogs').select('title').where('description_html', 'like', `%${file}%`).execute(),
      db.kysely.selectFrom('gallery_items').select('alt').where('image', '=', file).execute(),
      db.kysely.selectFrom('slides').select('alt').where('image', '=', file).execute(),
      db.kysely.selectFrom('testimonials').select('name').where('image', '=', file).execute(),
    ]);
    return [
      ...new Set([
        ...[...articles, ...inBodies].map((row) => `the article “${row.title}”`),
        ...gallery.map((row) => `the gallery item “${row.alt}”`),
        ...slides.map((row) => `the slide “${row.alt}”`),
        ...testimonials.map((row) => `the testimonial of ${row.name}`),
      ]),
    ];
  }

  const list = async () => (await select().orderBy('id', 'desc').execute()).map(toItem);

  return {
    list,

    /**
     * The images as the content forms offer them, each with its size: the library's, newest first,
     * labelled by the name they were uploaded with; then any of `inUse` (the pictures a kind of
     * content already shows, such as the demo content's) the library does not hold, by address.
     */
    choices: async (inUse: ReadonlyArray<{ image: string; width: number; height: number }> = []) => {
      const uploaded = (await list()).map((item) => ({
        image: item.file,
        width: item.width,
        height: item.height,
        label: `${item.originalName} (${item.width} × ${item.height})`,
      }));
      const others = inUse.filter((used) => !uploaded.some((item) => item.image === used.image));
      return [...uploaded, ...others.map((used) => ({ ...used, label: `${used.image} (${used.width} × ${used.height})` }))];
    },

    usesOf,

    async upload(bytes: Buffer, originalName: string, who: Who): Promise<UploadOutcome> {
      const check = await checkUpload(bytes);
      if (!check.ok) return check;
      const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 16);
      const known = await select().where('hash', '=', hash).executeTakeFirst();
      if (known) return { ok: true, item: toItem(known), existing: true };
      let encoded;
      try {
        encoded = await encodeAll(bytes, hash);
      } catch {
        return { ok: false, message: 'This image is damaged or incomplete, and cannot be read.' };
      }
      // Written aside, then moved in: a failure part-way leaves nothing in the library folder.
      const incoming = path.join(folder, `.incoming-${randomBytes(6).toString('hex')}`);
      await mkdir(incoming, { recursive: true });
      const moved: string[] = [];
      try {
        for (const [file, content] of encoded.files) await writeFile(path.join(incoming, path.posix.basename(file)), content);
        for (const file of encoded.files.keys()) {
          await rename(path.join(incoming, path.posix.basename(file)), path.join(folder, path.posix.basename(file)));
          moved.push(file);
        }
        const main = path.posix.join(LIBRARY_FOLDER, `${hash}.webp`);
        const name = cleanName(originalName);
        const item = await changeContent(db, who, async ({ connection, record }) => {
          const row = await connection
            .insertInto('media')
            .values({
              file: main,
              hash,
              original_name: name,
              width: encoded.width,
              height: encoded.height,
              bytes: bytes.length,
              created_at: who.at.toISOString(),
              created_by: who.actor,
            })
            .returning(ITEM_COLUMNS)
            .executeTakeFirstOrThrow();
          await record({ action: 'upload', subjectKind: 'media', subject: name, detail: `${main}, ${encoded.width} × ${encoded.height}` });
          return toItem(row);
        });
        return { ok: true, item, existing: false };
      } catch (error) {
        await Promise.all(moved.map((file) => rm(path.join(folder, path.posix.basename(file)), { force: true })));
        throw error;
      } finally {
        await rm(incoming, { recursive: true, force: true });
      }
    },

    /** Deletes an image no content uses, with its copies; an image in use is refused, naming where. */
    async remove(id: number, who: Who): Promise<{ ok: true } | { ok: false; reason: 'not-found' } | { ok: false; reason: 'in-use'; uses: string[] }> {
      const item = await select().where('id', '=', id).executeTakeFirst();
      if (!item) return { ok: false, reason: 'not-found' };
      const uses = await usesOf(item.file);
      if (uses.length > 0) return { ok: false, reason: 'in-use', uses };
      await changeContent(db, who, async ({ connection, record }) => {
        await connection.deleteFrom('media').where('id', '=', id).execute();
        await record({ action: 'delete', subjectKind: 'media', subject: item.original_name, detail: item.file });
      });
      const stem = path.posix.basename(item.file, '.webp');
      for (const file of await readdir(folder)) if (file === `${stem}.webp` || file.startsWith(`${stem}-`)) await rm(path.join(folder, file), { force: true });
      return { ok: true };
    },
  };
}
