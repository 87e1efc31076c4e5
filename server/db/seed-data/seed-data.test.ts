/**
 * The demo content's own promises (README.md beside this file): the counts the pages are designed
 * around, articles long enough to be useful, links that resolve, placeholder videos that are
 * obviously placeholders, and an image at the declared size behind every record.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { RESPONSIVE_FORMATS, RESPONSIVE_WIDTHS, variantPath } from '../../api/responsive-images';
import { readSeedContent, type SeedContent } from '../seed-data-files';
import { sanitizeBlogHtml } from '../sanitize-blog-html';

const seedDir = dirname(fileURLToPath(import.meta.url));
const root = resolve(seedDir, '../../..');

let content: SeedContent;
beforeAll(async () => {
  content = await readSeedContent(seedDir);
});

function wordCount(html: string): number {
  return html.replace(/<[^>]+>/g, ' ').split(/\s+/).filter(Boolean).length;
}

/** Every route a page definition declares: the only internal links an article may use. */
function sitePaths(): Set<string> {
  const paths = new Set<string>();
  for (const dir of ['pages', 'pages/treatments']) {
    for (const file of readdirSync(join(root, dir)).filter((name) => name.endsWith('.json'))) {
      const page = JSON.parse(readFileSync(join(root, dir, file), 'utf8')) as { path?: unknown };
      if (typeof page.path === 'string' && page.path.startsWith('/') && !page.path.includes(':')) paths.add(page.path);
    }
  }
  return paths;
}

/** The width and height attributes on the root <svg> of a media file. */
function svgSize(relativeToMedia: string): { width: number; height: number } {
  const svg = readFileSync(join(root, 'media', relativeToMedia), 'utf8');
  const tag = svg.slice(0, svg.indexOf('>'));
  return { width: Number(/ width="(\d+)"/.exec(tag)?.[1]), height: Number(/ height="(\d+)"/.exec(tag)?.[1]) };
}

const youtubeForms = {
  watch: /^https:\/\/www\.youtube\.com\/watch\?v=(demoVideo\d\d)$/,
  short: /^https:\/\/youtu\.be\/(demoVideo\d\d)$/,
  embed: /^https:\/\/www\.youtube\.com\/embed\/(demoVideo\d\d)$/,
};

function youtubeForm(link: string): keyof typeof youtubeForms | undefined {
  return (Object.keys(youtubeForms) as Array<keyof typeof youtubeForms>).find((form) => youtubeForms[form].test(link));
}

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

  it('has ten testimonials of 25 to 60 words, exactly three with a video', () => {
    expect(content.testimonials).toHaveLength(10);
    for (const testimonial of content.testimonials) {
      expect(testimonial.name, testimonial.name).toMatch(/^[A-Z][a-z]+ [A-Z]\.$/);
      const words = wordCount(testimonial.description);
      expect(words, testimonial.name).toBeGreaterThanOrEqual(25);
      expect(words, testimonial.name).toBeLessThanOrEqual(60);
    }
    expect(content.testimonials.filter((testimonial) => testimonial.youtubeLink)).toHaveLength(3);
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

  it('has five blog categories, exactly one of them empty (for the blog list\'s empty state), and eight tags, all used', () => {
    expect(content.blogCategories).toHaveLength(5);
    expect(content.blogTags).toHaveLength(8);
    const usedCategories = new Set(content.blogs.map((blog) => blog.categoryId));
    expect(content.blogCategories.filter((category) => !usedCategories.has(category.id))).toHaveLength(1);
    const tagNames = new Set(content.blogTags.map((tag) => tag.tagName));
    const usedTags = new Set(content.blogs.flatMap((blog) => blog.tags));
    expect(usedTags).toEqual(tagNames);
  });

  describe('blogs', () => {
    it('has twelve articles with unique lower-case slugs and one to three known tags each', () => {
      expect(content.blogs).toHaveLength(12);
      expect(new Set(content.blogs.map((blog) => blog.slug)).size).toBe(12);
      const tagNames = new Set(content.blogTags.map((tag) => tag.tagName));
      for (const blog of content.blogs) {
        expect(blog.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        expect(blog.image).toBe(`blogs/${blog.slug}.svg`);
        expect(blog.tags.length, blog.slug).toBeGreaterThanOrEqual(1);
        expect(blog.tags.length, blog.slug).toBeLessThanOrEqual(3);
        for (const tag of blog.tags) expect(tagNames.has(tag), `${blog.slug}: unknown tag ${tag}`).toBe(true);
      }
    });

    it('spreads the publication dates between 10 January and 10 November 2026', () => {
      const times = content.blogs.map((blog) => Date.parse(blog.createdAt));
      for (const time of times) {
        expect(time).toBeGreaterThanOrEqual(Date.parse('2026-01-10T00:00:00.000Z'));
        expect(time).toBeLessThanOrEqual(Date.parse('2026-11-10T23:59:59.999Z'));
      }
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

    it('writes 350 to 600 words of headings, paragraphs and lists in plain tags that survive sanitising', () => {
      for (const blog of content.blogs) {
        const words = wordCount(blog.description);
        expect(words, blog.slug).toBeGreaterThanOrEqual(350);
        expect(words, blog.slug).toBeLessThanOrEqual(600);
        const tags = new Set([...blog.description.matchAll(/<\/?([a-z0-9]+)/g)].map((match) => match[1]));
        for (const tag of tags) expect(['h2', 'h3', 'p', 'ul', 'ol', 'li', 'strong', 'em', 'a'], `${blog.slug}: <${tag}>`).toContain(tag);
        expect(blog.description, blog.slug).toMatch(/^<h2>/);
        expect(blog.description, blog.slug).toMatch(/<(ul|ol)>/);
        expect(sanitizeBlogHtml(blog.description), blog.slug).toBe(blog.description);
      }
    });

    it('links only to pages of this site', () => {
      const paths = sitePaths();
      for (const blog of content.blogs) {
        const anchors = [...blog.description.matchAll(/<a ([^>]*)>/g)].map((match) => match[1]);
        expect(anchors.length, blog.slug).toBeGreaterThan(0);
        for (const attributes of anchors) {
          const href = /^href="([^"]+)"$/.exec(attributes)?.[1];
          expect(href && paths.has(href), `${blog.slug}: link ${attributes} is not a page of the site`).toBe(true);
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
    it('has five categories and leaves exactly one empty, for the empty state', () => {
      expect(content.galleryCategories).toHaveLength(5);
      const used = new Set(content.gallery.map((item) => item.categoryId));
      expect(content.galleryCategories.filter((category) => !used.has(category.id))).toHaveLength(1);
    });

    it('has at least twenty items, three or four with a video, in square, landscape and portrait sizes', () => {
      expect(content.gallery.length).toBeGreaterThanOrEqual(20);
      const withVideo = content.gallery.filter((item) => item.youtubeLink).length;
      expect(withVideo).toBeGreaterThanOrEqual(3);
      expect(withVideo).toBeLessThanOrEqual(4);
      const sizes = new Set(content.gallery.map((item) => `${item.width}x${item.height}`));
      expect(sizes).toEqual(new Set(['800x800', '800x600', '600x800']));
    });
  });

  it('has an image file at the declared size behind every record', () => {
    const records = [...content.slides, ...content.testimonials, ...content.blogs, ...content.gallery];
    for (const record of records) {
      expect(svgSize(record.image), record.image).toEqual({ width: record.width, height: record.height });
    }
  });
});
