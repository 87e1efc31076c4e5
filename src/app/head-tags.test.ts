import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { PageDefinition } from '../content/types';
import { repositoryBranches, repositorySite } from '../testing/repository-content';
import { defaultLoadOptions, loadContent } from '../content/node/load-content';
import { gu } from '../i18n/dictionaries/gu';
import { hi } from '../i18n/dictionaries/hi';
import { headTags, renderHeadHtml, type HeadInput } from './head-tags';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')) as T;
const site = repositorySite;
const branches = repositoryBranches;
const rootCanal = readJson<PageDefinition>('pages/treatments/root-canal.json');
const home = readJson<PageDefinition>('pages/home.json');

function tagsOf(input: HeadInput): Record<string, string[]> {
  const found: Record<string, string[]> = {};
  for (const { attributes } of headTags(input).tags) {
    const key = attributes.property ?? attributes.name ?? attributes.rel;
    (found[key] ??= []).push(attributes.content ?? attributes.href);
  }
  return found;
}

const treatmentInput: HeadInput = {
  page: rootCanal,
  pageKey: 'treatments/root-canal',
  site,
  branches,
  path: '/root-canal-treatment-in-ahmedabad',
  language: 'en',
  status: 200,
};

describe('head tags', () => {
  it('give a page its canonical URL, Open Graph tags with a 1200x630 image, and a large Twitter card', () => {
    const tags = tagsOf(treatmentInput);
    const url = `${site.siteUrl}/root-canal-treatment-in-ahmedabad`;
    expect(tags.canonical).toEqual([url]);
    expect(tags['og:url']).toEqual([url]);
    expect(tags['og:type']).toEqual(['website']);
    expect(tags['og:title']).toEqual([rootCanal.meta.title]);
    expect(tags['og:image']).toEqual([`${site.siteUrl}/og/pages/treatments/root-canal.png`]);
    expect(tags['og:image:width']).toEqual(['1200']);
    expect(tags['og:image:height']).toEqual(['630']);
    expect(tags['og:image:alt']).toEqual([
      'Root Canal Treatment in Ahmedabad: Gentle, Tooth-Saving RCT. Demo Dental Clinic, South Bopal and Chandkheda, Ahmedabad',
    ]);
    expect(tags['twitter:card']).toEqual(['summary_large_image']);
    expect(tags.robots).toBeUndefined();
  });

  it('take every absolute URL from the site URL they are given (SITE_URL), and drop a trailing slash and the query', () => {
    const tags = tagsOf({ ...treatmentInput, site: { ...site, siteUrl: 'https://staging.example.in' }, path: '/root-canal-treatment-in-ahmedabad/' });
    expect(tags.canonical).toEqual(['https://staging.example.in/root-canal-treatment-in-ahmedabad']);
    expect(tags['og:image']).toEqual(['https://staging.example.in/og/pages/treatments/root-canal.png']);
    expect(JSON.stringify(headTags({ ...treatmentInput, site: { ...site, siteUrl: 'https://staging.example.in' } }).jsonLd)).not.toContain(site.siteUrl);
  });

  it('carry the clinic on home and the breadcrumbs on a treatment page', () => {
    expect(headTags({ page: home, pageKey: 'home', site, branches, path: '/', status: 200, language: 'en' }).jsonLd.map((data) => '@graph' in data)).toEqual([
      true,
      false,
    ]);
    expect(headTags(treatmentInput).jsonLd.map((data) => (data as { '@type': string })['@type'])).toEqual(['BreadcrumbList', 'WebPage']);
    expect(headTags({ ...treatmentInput, language: 'hi' }).jsonLd[1]).toMatchObject({ '@type': 'WebPage', inLanguage: 'hi-IN' });
  });

  it('ask not to index the 404 page and the form-only thank-you page, without structured data', () => {
    const notFound = headTags({ ...treatmentInput, status: 404 });
    expect(notFound.tags).toContainEqual({ tag: 'meta', attributes: { name: 'robots', content: 'noindex, nofollow' } });
    expect(notFound.jsonLd).toEqual([]);
    const thankYou = { path: '/thank-you', access: 'form-redirect' as const, meta: { title: 'Thank You', description: 'Thanks' } };
    expect(tagsOf({ page: thankYou, pageKey: 'thank-you', site, branches, path: '/thank-you', status: 200, language: 'en' }).robots).toEqual([
      'noindex, nofollow',
    ]);
  });

  it("let a section's data make the page an article, with its own title, image, dates and structured data", () => {
    const page = { path: '/blogs/:slug', meta: { title: 'Blog', description: 'An article' } };
    const input: HeadInput = {
      page,
      pageKey: 'blog-detail',
      site,
      branches,
      path: '/blogs/first',
      status: 200,
      language: 'en',
      sectionHead: {
        title: 'First article',
        canonicalPath: '/blogs/first',
        image: { url: '/og/articles/first.png', width: 1200, height: 630, alt: 'A toothbrush' },
        article: { publishedTime: '2026-01-10T09:30:00.000Z', section: 'Hygiene', tags: ['brushing', 'kids'] },
        jsonLd: [{ '@type': 'BlogPosting' }],
      },
    };
    const tags = tagsOf(input);
    expect(tags['og:type']).toEqual(['article']);
    expect(tags['og:image']).toEqual([`${site.siteUrl}/og/articles/first.png`]);
    expect(tags['og:image:alt']).toEqual(['A toothbrush']);
    expect(tags['article:published_time']).toEqual(['2026-01-10T09:30:00.000Z']);
    expect(tags['article:tag']).toEqual(['brushing', 'kids']);
    expect(headTags(input).jsonLd).toEqual([{ '@type': 'BlogPosting' }]);
    // Without data of its own, the pattern page falls back to the site's default image.
    expect(tagsOf({ ...input, sectionHead: undefined })['og:image']).toEqual([`${site.siteUrl}${site.defaultImage.src}`]);
  });

  it('render as HTML with attributes escaped and no string able to close the JSON-LD script', () => {
    const html = renderHeadHtml(
      headTags({
        ...treatmentInput,
        sectionHead: { title: 'A "quoted" <title>', jsonLd: [{ name: '</script><script>alert(1)</script>' }] },
      }),
    );
    expect(html).toContain('<title>A &quot;quoted&quot; &lt;title&gt;</title>');
    expect(html).toContain('content="A &quot;quoted&quot; &lt;title&gt;"');
    expect(html.match(/<\/script>/g)).toHaveLength(headTags(treatmentInput).jsonLd.length + 1);
    expect(html).toContain('\\u003c/script>\\u003cscript>alert(1)\\u003c/script>');
  });

  it('name every language version of a page, itself included, with English as x-default; a Gujarati page says gu_IN', () => {
    const gujarati = tagsOf({ ...treatmentInput, path: '/gu/root-canal-treatment-in-ahmedabad', language: 'gu', languages: ['en', 'gu', 'hi'] });
    expect(gujarati['og:locale']).toEqual(['gu_IN']);
    expect(gujarati['og:locale:alternate']).toEqual(['en_IN', 'hi_IN']);
    const links = headTags({ ...treatmentInput, path: '/gu/root-canal-treatment-in-ahmedabad', language: 'gu', languages: ['en', 'gu', 'hi'] }).tags.filter(
      (tag) => tag.attributes.rel === 'alternate',
    );
    expect(links.map((tag) => [tag.attributes.hreflang, tag.attributes.href])).toEqual([
      ['en', `${site.siteUrl}/root-canal-treatment-in-ahmedabad`],
      ['gu', `${site.siteUrl}/gu/root-canal-treatment-in-ahmedabad`],
      ['hi', `${site.siteUrl}/hi/root-canal-treatment-in-ahmedabad`],
      ['x-default', `${site.siteUrl}/root-canal-treatment-in-ahmedabad`],
    ]);
    // A page in one language only, and a page not to be indexed, name none.
    expect(headTags({ ...treatmentInput, languages: ['en'] }).tags.some((tag) => tag.attributes.rel === 'alternate')).toBe(false);
    expect(headTags({ ...treatmentInput, status: 404, languages: ['en', 'gu'] }).tags.some((tag) => tag.attributes.rel === 'alternate')).toBe(false);
  });

  it('point a Gujarati or Hindi page at its own preview image, drawn with its title, and describe it in its words', () => {
    const { languages } = loadContent(defaultLoadOptions(root));
    for (const language of ['gu', 'hi'] as const) {
      const { index, pages } = languages[language]!;
      const page = pages.get('treatments/root-canal')!;
      const dictionary = language === 'gu' ? gu : hi;
      const tags = tagsOf({
        ...treatmentInput,
        page,
        site: index.site,
        branches: index.branches,
        path: `/${language}/root-canal-treatment-in-ahmedabad`,
        language,
        dictionary,
      });
      expect(tags['og:image'], language).toEqual([`${site.siteUrl}/og/pages/${language}/treatments/root-canal.png`]);
      const [heading] = page.meta.title.split(' | ');
      expect(tags['og:image:alt'][0], language).toContain(heading);
      expect(tags['og:image:alt'][0], language).toContain(` ${dictionary.sections.seo.and} `);
    }
    // English keeps the address its image always had.
    expect(tagsOf(treatmentInput)['og:image']).toEqual([`${site.siteUrl}/og/pages/treatments/root-canal.png`]);
  });

  it("give a Gujarati or Hindi page standing for many addresses (a branch's) the language's own default image, English's site.json's", () => {
    const { languages } = loadContent(defaultLoadOptions(root));
    const branchPage = readJson<PageDefinition>('pages/clinic-branch.json');
    const english = tagsOf({ ...treatmentInput, page: branchPage, pageKey: 'clinic-branch', path: '/clinics/south-bopal' });
    expect(english['og:image']).toEqual([`${site.siteUrl}${site.defaultImage.src}`]);
    expect(english['og:image:alt']).toEqual([site.defaultImage.alt]);
    for (const language of ['gu', 'hi'] as const) {
      const { index, pages } = languages[language]!;
      const dictionary = language === 'gu' ? gu : hi;
      const tags = tagsOf({
        ...treatmentInput,
        page: pages.get('clinic-branch')!,
        pageKey: 'clinic-branch',
        site: index.site,
        branches: index.branches,
        path: `/${language}/clinics/south-bopal`,
        language,
        dictionary,
      });
      expect(tags['og:image'], language).toEqual([`${site.siteUrl}/og/site/${language}.png`]);
      // The words it shows: the clinic and its branches by their names in the language.
      for (const branch of index.branches) expect(tags['og:image:alt'][0], language).toContain(branch.name);
    }
  });
});
