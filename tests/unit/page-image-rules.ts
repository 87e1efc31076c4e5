import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../public');

interface ImageReference {
  file: string;
  src: string;
  width: number;
  height: number;
}

function imageReferences(node: unknown, file: string, found: ImageReference[] = []): ImageReference[] {
  if (Array.isArray(node)) for (const item of node) imageReferences(item, file, found);
  else if (node && typeof node === 'object') {
    const record = node as Record<string, unknown>;
    if (typeof record.src === 'string' && typeof record.width === 'number' && typeof record.height === 'number') {
      found.push({ file, src: record.src, width: record.width, height: record.height });
    }
    for (const value of Object.values(record)) imageReferences(value, file, found);
  }
  return found;
}

function pageFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return pageFiles(full);
    return entry.name.endsWith('.json') ? [full] : [];
  });
}

/**
 * Registers the rule that every image a page under `contentDir` shows (a treatment's card, figure
 * and panel included) is a file under public/ at the size the page declares, so a new page that
 * names a drawing nobody made fails here, by file and image.
 */
export function describePageImageRules(contentDir: string): void {
  describe('images the pages show', () => {
    it('are files under public/ at their declared size', async () => {
      const references = pageFiles(contentDir).flatMap((file) => imageReferences(JSON.parse(fs.readFileSync(file, 'utf8')), path.basename(file)));
      expect(references.length).toBeGreaterThan(0);
      for (const { file, src, width, height } of references) {
        const image = path.join(publicDir, src);
        expect(fs.existsSync(image), `${file}: ${src} is not a file under public/`).toBe(true);
        const metadata = await sharp(image).metadata();
        expect({ width: metadata.width, height: metadata.height }, `${file}: ${src}`).toEqual({ width, height });
      }
    });
  });
}
