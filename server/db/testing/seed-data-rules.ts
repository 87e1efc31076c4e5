/**
 * The demo seed content's rules (server/db/seed-data/README.md): articles long enough to be useful,
 * links that resolve, placeholder videos that are obviously placeholders, the states the pages
 * demonstrate (an empty category, a testimonial with and without a video), and an image at the
 * declared size behind every record. Rules, never today's counts: adding an article, a testimonial
 * or a category keeps them true. Registered by seed-data.test.ts on the shipped files and by
 * tests/unit/add-treatment-page.test.ts on a copy with an article added.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { RESPONSIVE_FORMATS, RESPONSIVE_WIDTHS, variantPath } from '../../api/responsive-images';
import { DEFAULT_LANGUAGE, LANGUAGES, splitLanguage, type Language } from '../../../src/i18n/languages';
import { sanitizeBlogHtml } from '../sanitize-blog-html';
import { readSeedContent, type SeedContent } from '../seed-content';

const root = resolve(fileURLToPath(import.meta.url), '../../../..');

function wordCount(html: string): number {
  return html
    .replace(/<[^>]+>/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;
}

/** Every route a page definition declares: the only internal links an article may use. */
function sitePaths(contentDir: string): Set<string> {
  const paths = new Set<string>();
  for (const dir of [contentDir, join(contentDir, 'treatments')]) {
    for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
      const page = JSON.parse(readFileSync(join(dir, file), 'utf8')) as { path?: unknown };
      if (typeof page.path === 'string' && page.path.startsWith('/') && !page.path.includes(':')) paths.add(page.path);
    }
  }
  return paths;
}

/** The intrinsic size of a media file (an SVG's from its width and height attributes). */
async function imageSize(relativeToMedia: string): Promise<{ width?: number; height?: number }> {
  const { width, height } = await sharp(join(root, 'media', relativeToMedia)).metadata();
  return { width, height };
}

/**
 * Each language's script: a letter of it, and a demo patient's signature in it (a first name and
 * the initial of the family name: "Priya S.", "હેતલ દ.").
 */
const SCRIPTS: Record<Language, { letter: RegExp; name: RegExp }> = {
  en: { letter: /[A-Za-z]/, name: /^[A-Z][a-z]+ [A-Z]\.$/ },
  gu: { letter: /[\u0A80-\u0AFF]/u, name: /^[\u0A80-\u0AFF]+ [\u0A80-\u0AFF]+\.$/u },
  hi: { letter: /[\u0900-\u097F]/u, name: /^[\u0900-\u097F]+ [\u0900-\u097F]+\.$/u },
};

const youtubeForms = {
  watch: /^https:\/\/www\.youtube\.com\/watch\?v=(demoVideo\d\d)$/,
  short: /^https:\/\/youtu\.be\/(demoVideo\d\d)$/,
  embed: /^https:\/\/www\.youtube\.com\/embed\/(demoVideo\d\d)$/,
};

function youtubeForm(link: string): keyof typeof youtubeForms | undefined {
  return (Object.keys(youtubeForms) as Array<keyof typeof youtubeForms>).find((form) => youtubeForms[form].test(link));
}

/** Registers the rules for the seed files in `seedDir` (pages are read from `contentDir`). */
export function describeSeedDataRules(seedDir: string, contentDir = join(root, 'pages')): void {
  let content: SeedContent;
  beforeAll(async () => {
    content = await readSeedContent(seedDir);
  });

  describe('demo seed content', () => {
    it('has at least three hero slides, each with alt text', () => {
      expect(content.slides.length).toBeGreaterThanOrEqual(3);
      for (const slide of content.slides) expect(slide.alt.length).toBeGreaterThan(20);
    });

    it('has the smaller copies of every hero slide the hero offers phones (run `npm run images` after changing one)', async () => {
      for (const slide of content.slides) {
        for (const width of RESPONSIVE_WIDTHS) {
          for (const { extension } of RESPONSIVE_FORMATS) {
            const file = join(root, 'media', variantPath(slide.image, width, extension));
            const metadata = await sharp(file).metadata();
            expect(metadata.format === 'heif' ? 'avif' : metadata.format, file).toBe(extension);
            expect(metadata.width, file).toBe(width);
            expect(metadata.height, file).toBe(Math.round((width * slide.height) / slide.width));
          }
        }
      }
    });

    it('names its schema in every file, for editors', () => {
      for (const file of readdirSync(seedDir).filter((name) => name.endsWith('.json'))) {
        const { $schema } = JSON.parse(readFileSync(join(seedDir, file), 'utf8')) as { $schema?: string };
        expect($schema, file).toBe(`../../../schema/seed/${file.replace(/\.json$/, '.schema.json')}`);
      }
    });

    it('has testimonials of 25 to 60 words, some with a video and some without', () => {
      for (const testimonial of content.testimonials) {
        const words = wordCount(testimonial.description);
        expect(words, testimonial.name).toBeGreaterThanOrEqual(25);
        expect(words, testimonial.name).toBeLessThanOrEqual(60);
      }
      expect(content.testimonials.some((testimonial) => testimonial.youtubeLink)).toBe(true);
      expect(content.testimonials.some((testimonial) => !testimonial.youtubeLink)).toBe(true);
    });

    it('has testimonials written in every language of the site, each signed, placed and written in its own script', () => {
      const written = content.testimonials.map((testimonial) => ({ ...testimonial, language: testimonial.language ?? DEFAULT_LANGUAGE }));
      for (const language of LANGUAGES)
        expect(
          written.some((testimonial) => testimonial.language === language),
          language,
        ).toBe(true);
      for (const { name, location, description, language } of written) {
        const script = SCRIPTS[language];
        expect(name, name).toMatch(script.name);
        for (const text of [location, description]) {
          expect(text, name).toMatch(script.letter);
          if (language !== DEFAULT_LANGUAGE) expect(text, name).not.toMatch(/[A-Za-z]/);
        }
      }
    });

    it('lists the same languages in the seed schema as the site has', () => {
      const defs = JSON.parse(readFileSync(join(root, 'schema/defs/seed.schema.json'), 'utf8')) as { $defs: { language: { enum: string[] } } };
      expect(defs.$defs.language.enum).toEqual([...LANGUAGES]);
    });

    it('uses only placeholder video ids, unique, in every accepted link form', () => {
      const links = [...content.testimonials, ...content.gallery].flatMap((item) => (item.youtubeLink ? [item.youtubeLink] : []));
      const forms = links.map((link) => {
        const form = youtubeForm(link);
        expect(form, `${link} is not a demoVideoNN placeholder in a watch, short or embed link`).toBeDefined();
        return form;
      });
      expect(new Set(forms)).toEqual(new Set(['watch', 'short', 'embed']));
      const ids = links.map((link) => /demoVideo\d\d/.exec(link)?.[0]);
      expect(new Set(ids).size).toBe(ids.length);
    });

    it("leaves a blog category empty (for the blog list's empty state) and uses every tag", () => {
      const usedCategories = new Set(content.blogs.map((blog) => blog.categoryId));
      expect(content.blogCategories.some((category) => !usedCategories.has(category.id))).toBe(true);
      const tagNames = new Set(content.blogTags.map((tag) => tag.tagName));
      const usedTags = new Set(content.blogs.flatMap((blog) => blog.tags));
      expect(usedTags).toEqual(tagNames);
    });

    describe('blogs', () => {
      // Slugs, known tags and categories are the schema's and the validator's (schema/seed/blogs.schema.json).
      it('gives every article one to three tags and an image in media/blogs/', () => {
        for (const blog of content.blogs) {
          expect(blog.image, blog.slug).toMatch(/^blogs\//);
          expect(blog.tags.length, blog.slug).toBeGreaterThanOrEqual(1);
          expect(blog.tags.length, blog.slug).toBeLessThanOrEqual(3);
        }
      });

      it('has at least two articles in every language of the site, each slug in Latin letters', () => {
        for (const language of LANGUAGES) expect(content.blogs.filter((blog) => blog.language === language).length, language).toBeGreaterThanOrEqual(2);
        for (const blog of content.blogs) expect(blog.slug).toMatch(/^[a-z0-9-]+$/);
      });

      it('dates no article in the future, and spreads them over the months', () => {
        for (const blog of content.blogs) expect(Date.parse(blog.createdAt), blog.slug).toBeLessThanOrEqual(Date.now());
        const months = new Set(content.blogs.map((blog) => blog.createdAt.slice(0, 7)));
        expect(months.size).toBeGreaterThanOrEqual(9);
      });

      it('keeps search titles within 65 characters and descriptions between 120 and 160', () => {
        for (const blog of content.blogs) {
          expect(blog.metaTitle.length, blog.slug).toBeLessThanOrEqual(65);
          expect(blog.metaDescription.length, blog.slug).toBeGreaterThanOrEqual(120);
          expect(blog.metaDescription.length, blog.slug).toBeLessThanOrEqual(160);
        }
      });

      // The Gujarati and Hindi demo articles are shorter: a few useful paragraphs each.
      it('writes 350 to 600 words (in Gujarati or Hindi, 150 to 600) of headings, paragraphs and lists in plain tags that survive sanitising', () => {
        for (const blog of content.blogs) {
          const words = wordCount(blog.description);
          expect(words, blog.slug).toBeGreaterThanOrEqual(blog.language === DEFAULT_LANGUAGE ? 350 : 150);
          expect(words, blog.slug).toBeLessThanOrEqual(600);
          const tags = new Set([...blog.description.matchAll(/<\/?([a-z0-9]+)/g)].map((match) => match[1]));
          for (const tag of tags) expect(['h2', 'h3', 'p', 'ul', 'ol', 'li', 'strong', 'em', 'a'], `${blog.slug}: <${tag}>`).toContain(tag);
          expect(blog.description, blog.slug).toMatch(/^<h2>/);
          expect(blog.description, blog.slug).toMatch(/<(ul|ol)>/);
          expect(sanitizeBlogHtml(blog.description), blog.slug).toBe(blog.description);
        }
      });

      it("links only to pages of this site, in the article's own language", () => {
        const paths = sitePaths(contentDir);
        for (const blog of content.blogs) {
          const anchors = [...blog.description.matchAll(/<a ([^>]*)>/g)].map((match) => match[1]);
          expect(anchors.length, blog.slug).toBeGreaterThan(0);
          for (const attributes of anchors) {
            const href = /^href="([^"]+)"$/.exec(attributes)?.[1] ?? '';
            const { language, path } = splitLanguage(href);
            expect(language === blog.language && paths.has(path), `${blog.slug}: link ${attributes} is not a page of the site in ${blog.language}`).toBe(true);
          }
        }
      });

      it('states no prices or statistics about the clinic', () => {
        for (const blog of content.blogs) {
          expect(blog.description, blog.slug).not.toMatch(/₹|\bRs\.?\s?\d|\bINR\b|\d+\s?%|\bper cent\b|\bDr\.\s/);
        }
      });
    });

    describe('gallery', () => {
      it('leaves a category empty, for the empty state', () => {
        const used = new Set(content.gallery.map((item) => item.categoryId));
        expect(content.galleryCategories.some((category) => !used.has(category.id))).toBe(true);
      });

      it('has at least twenty items, some with a video and some without, in square, landscape and portrait sizes', () => {
        expect(content.gallery.length).toBeGreaterThanOrEqual(20);
        expect(content.gallery.some((item) => item.youtubeLink)).toBe(true);
        expect(content.gallery.some((item) => !item.youtubeLink)).toBe(true);
        const sizes = new Set(content.gallery.map((item) => `${item.width}x${item.height}`));
        expect(sizes).toEqual(new Set(['800x800', '800x600', '600x800']));
      });
    });

    it('has an image file at the declared size behind every record', async () => {
      const records = [...content.slides, ...content.testimonials, ...content.blogs, ...content.gallery];
      for (const record of records) {
        expect(await imageSize(record.image), record.image).toEqual({ width: record.width, height: record.height });
      }
    });
  });
}
