import type { ContentError } from './content-error';
import { closestMatch, didYouMean } from './did-you-mean';
import { findRedirect, matchesPagePath, redirectMatches } from '../../route-matching';
import type { AnySectionManifest } from '../../../renderer/section-manifest';
import { isKnownSectionType, manifestOf } from '../../../renderer/section-registry';
import type { PageDefinition, RedirectsDefinition, SectionDefinition, SiteDefinition } from '../../types';
import { NOT_FOUND_PATH } from '../../content-index';
import { checkConsentNotices } from './privacy-checks';
import { checkReservedPaths } from './reserved-paths';

export interface LoadedPage {
  /** As shown in messages, e.g. 'pages/treatments/root-canal.json'. */
  file: string;
  /** Path inside the content folder without '.json', e.g. 'treatments/root-canal'. */
  key: string;
  definition: PageDefinition;
}

export interface SchemaValidContent {
  site: { file: string; definition: SiteDefinition };
  redirects: { file: string; definition: RedirectsDefinition };
  pages: LoadedPage[];
}

/**
 * The second pass, after every file matches its schema: links, anchors, paths, redirects and
 * treatment declarations must agree with each other across files.
 */
export function checkReferences(content: SchemaValidContent): ContentError[] {
  return [
    ...checkUniquePaths(content.pages),
    ...checkTreatments(content.pages),
    ...checkHeadingsAndAnchors(content.pages),
    ...checkSiteRequirements(content),
    ...checkTimeZone(content.site),
    ...checkRedirects(content),
    ...checkLinks(content),
    ...checkConsentNotices(content),
    ...checkReservedPaths(content.pages),
  ];
}

function checkUniquePaths(pages: LoadedPage[]): ContentError[] {
  const errors: ContentError[] = [];
  const seen = new Map<string, string>();
  for (const page of pages) {
    const other = seen.get(page.definition.path);
    if (other) {
      errors.push({
        file: page.file,
        pointer: '/path',
        message: `duplicate path "${page.definition.path}": ${other} already declares it; give this page another path`,
      });
    } else {
      seen.set(page.definition.path, page.file);
    }
  }
  const formOnly = pages.filter((page) => page.definition.access === 'form-redirect');
  for (const extra of formOnly.slice(1)) {
    errors.push({
      file: extra.file,
      pointer: '/access',
      message: `only one page may be "form-redirect" (where a form submission leads); ${formOnly[0].file} already is`,
    });
  }
  if (!seen.has(NOT_FOUND_PATH) && pages.length > 0) {
    errors.push({ file: 'pages/', pointer: '', message: 'no page has path "*" (the 404 page shown at unknown paths); add pages/not-found.json' });
  }
  return errors;
}

function checkTreatments(pages: LoadedPage[]): ContentError[] {
  const errors: ContentError[] = [];
  const ids = new Map<string, string>();
  const choices = new Map<string, string>();
  for (const { file, key, definition } of pages) {
    const inTreatmentsFolder = key.startsWith('treatments/');
    if (inTreatmentsFolder && !definition.treatment) {
      errors.push({ file, pointer: '', message: 'a file under pages/treatments/ must declare "treatment" (its menu entry, card and appointment choice)' });
    }
    if (!definition.treatment) continue;
    if (!inTreatmentsFolder) {
      errors.push({ file, pointer: '/treatment', message: 'only files under pages/treatments/ may declare "treatment"; move this file there' });
    }
    const { id, appointment } = definition.treatment;
    const otherId = ids.get(id);
    if (otherId) errors.push({ file, pointer: '/treatment/id', message: `duplicate treatment id "${id}": ${otherId} already uses it` });
    else ids.set(id, file);
    const otherChoice = choices.get(appointment.label);
    if (otherChoice)
      errors.push({
        file,
        pointer: '/treatment/appointment/label',
        message: `duplicate appointment choice "${appointment.label}": ${otherChoice} already offers it`,
      });
    else choices.set(appointment.label, file);
  }
  return errors;
}

/** What a section's manifest says about its content (heading ids, anchor links, the page heading). */
function contentFacts(section: SectionDefinition): NonNullable<AnySectionManifest['content']> {
  const type: string = section.type;
  return isKnownSectionType(type) ? (manifestOf(type).content ?? {}) : {};
}

/** Ids of the headings a page renders, with the pointer of each. */
function headingIds(page: PageDefinition): Map<string, string> {
  const ids = new Map<string, string>();
  page.sections.forEach((section, s) => {
    for (const { value, pointer } of contentFacts(section).headingIds?.(section) ?? []) ids.set(value, `/sections/${s}${pointer}`);
  });
  return ids;
}

function rendersPageHeading(section: SectionDefinition): boolean {
  const rule = contentFacts(section).rendersPageHeading;
  return typeof rule === 'function' ? rule(section) : rule === true;
}

function checkHeadingsAndAnchors(pages: LoadedPage[]): ContentError[] {
  const errors: ContentError[] = [];
  for (const { file, definition } of pages) {
    const seen = new Set<string>();
    definition.sections.forEach((section, s) => {
      for (const { value, pointer } of contentFacts(section).headingIds?.(section) ?? []) {
        if (seen.has(value))
          errors.push({ file, pointer: `/sections/${s}${pointer}`, message: `duplicate heading id "${value}" on this page; ids must be unique` });
        seen.add(value);
      }
    });
    const headingSections = definition.sections.filter(rendersPageHeading).map((section) => section.type);
    if (headingSections.length > 1) {
      errors.push({
        file,
        pointer: '/sections',
        message: `${headingSections.length} sections render the page's h1 (${headingSections.join(', ')}): a page has one`,
      });
    }
    definition.sections.forEach((section, s) => {
      for (const { value, pointer } of contentFacts(section).anchorReferences?.(section) ?? []) {
        if (!seen.has(value))
          errors.push({
            file,
            pointer: `/sections/${s}${pointer}`,
            message: `no heading "${value}" on this page${didYouMean(value, seen)}; ${seen.size > 0 ? `its headings: ${[...seen].join(', ')}` : 'it has no headings with an id'}`,
          });
      }
    });
  }
  return errors;
}

/** Sections that read a fact of site.json (the review page, the social video) say when it is missing. */
function checkSiteRequirements(content: SchemaValidContent): ContentError[] {
  const errors: ContentError[] = [];
  for (const { file, definition } of content.pages) {
    definition.sections.forEach((section, s) => {
      for (const { value, pointer } of contentFacts(section).siteProblems?.(section, content.site.definition) ?? []) {
        errors.push({ file, pointer: `/sections/${s}${pointer}`, message: value });
      }
    });
  }
  return errors;
}

/** The clock, the booking rules, staff times and e-mails all read `clinic.timeZone`: it must be a zone this runtime knows. */
function checkTimeZone({ file, definition }: SchemaValidContent['site']): ContentError[] {
  const { timeZone } = definition.clinic;
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return [];
  } catch {
    return [{ file, pointer: '/clinic/timeZone', message: `unknown time zone "${timeZone}": write an IANA name such as "Asia/Kolkata"` }];
  }
}

function checkRedirects(content: SchemaValidContent): ContentError[] {
  const errors: ContentError[] = [];
  const { file, definition } = content.redirects;
  const redirects = definition.redirects;
  redirects.forEach((redirect, i) => {
    const shadowed = content.pages.find((p) => p.definition.path !== NOT_FOUND_PATH && redirectShadows(redirect.from, p.definition.path));
    if (shadowed) {
      errors.push({
        file,
        pointer: `/redirects/${i}/from`,
        message: `redirect from "${redirect.from}" shadows the page ${shadowed.file} (path "${shadowed.definition.path}"); remove the redirect or change its "from"`,
      });
    }
    const duplicate = redirects.findIndex((other) => other.from === redirect.from);
    if (duplicate !== i) errors.push({ file, pointer: `/redirects/${i}/from`, message: `"${redirect.from}" is already redirected at /redirects/${duplicate}` });
    const chain = [redirect.from];
    let target = stripFragment(redirect.to);
    for (;;) {
      if (chain.includes(target) || redirectMatches(redirect.from, target)) {
        errors.push({ file, pointer: `/redirects/${i}/to`, message: `redirect loop: ${[...chain, target].join(' → ')}` });
        break;
      }
      if (findPage(content.pages, target)) break;
      const next = findRedirect(redirects, target);
      if (!next) {
        errors.push({ file, pointer: `/redirects/${i}/to`, message: `no page or redirect at "${target}"${suggestPath(content, target)}` });
        break;
      }
      chain.push(target);
      target = stripFragment(next.to);
    }
  });
  return errors;
}

function redirectShadows(from: string, pagePath: string): boolean {
  if (from.endsWith('*')) return pagePath.startsWith(from.slice(0, -1)) && pagePath.length > from.length - 1;
  return matchesPagePath(pagePath, from);
}

function findPage(pages: LoadedPage[], path: string): LoadedPage | undefined {
  return pages.find((p) => p.definition.path !== NOT_FOUND_PATH && matchesPagePath(p.definition.path, path));
}

function stripFragment(href: string): string {
  return href.split('#')[0] || '/';
}

function suggestPath(content: SchemaValidContent, path: string): string {
  const known = [
    ...content.pages.map((p) => p.definition.path).filter((p) => p !== NOT_FOUND_PATH),
    ...content.redirects.definition.redirects.map((r) => r.from),
  ];
  const match = closestMatch(path, known);
  return match ? ` (did you mean "${match}"?)` : '';
}

/** Every internal href in site.json and in the pages must lead to a page (or a redirect to one), and its #fragment to a heading there. */
function checkLinks(content: SchemaValidContent): ContentError[] {
  const errors: ContentError[] = [];
  const sources = [content.site, ...content.pages];
  for (const source of sources) {
    for (const { pointer, href } of internalHrefs(source.definition)) {
      const [path, fragment] = href.split('#');
      const page = findPage(content.pages, path || '/');
      const redirect = findRedirect(content.redirects.definition.redirects, path || '/');
      if (!page && !redirect) {
        errors.push({ file: source.file, pointer, message: `link to "${href}": no page or redirect has that path${suggestPath(content, path)}` });
        continue;
      }
      if (fragment && page) {
        const ids = headingIds(page.definition);
        if (!ids.has(fragment))
          errors.push({
            file: source.file,
            pointer,
            message: `link to "${href}": no heading "${fragment}" on ${page.file}${didYouMean(fragment, ids.keys())}`,
          });
      }
    }
  }
  return errors;
}

/** Walks a definition for every `href` (and nav `href`) that is an internal path. */
export function internalHrefs(node: unknown, pointer = ''): { pointer: string; href: string }[] {
  if (Array.isArray(node)) return node.flatMap((item, i) => internalHrefs(item, `${pointer}/${i}`));
  if (node === null || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([key, value]) => {
    const at = `${pointer}/${key}`;
    if (key === 'href' && typeof value === 'string') return value.startsWith('/') ? [{ pointer: at, href: value }] : [];
    return internalHrefs(value, at);
  });
}
