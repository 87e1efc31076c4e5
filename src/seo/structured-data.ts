import type { BlogPosting, BreadcrumbList, Dentist, Graph, MedicalOrganization, OpeningHoursSpecification, Organization, WithContext } from 'schema-dts';
import type { PageDefinition, SiteDefinition } from '../content/types';
import { upcomingClosures, weeklyHours } from '../content/branch-hours';
import { BRANCHES_PATH, branchMapLinks, branchPath, type Branch } from '../content/branches';
import { mediaUrl, type Blog } from '../contract/api-contract';
import { absoluteUrl } from './absolute-url';
import { BLOG_LIST_PATH } from './blog-article-path';
import { articlePath } from '../i18n/articles-for-language';
import { LANGUAGE_FACTS, localizePath, splitLanguage, type Language } from '../i18n/languages';
import { seoWords } from '../i18n/section-words/seo';
import { articlePreviewImagePath } from './preview-image';

/*
 * Structured data (schema.org JSON-LD) built from pages/site.json and the page being shown, so
 * every fact has one source. Deliberately absent: `aggregateRating` and `review` from the
 * clinic's own testimonials (search engines ignore self-serving reviews and may penalise them).
 */

const SCHEMA_ORG = 'https://schema.org';

/** The home page's URL with a fragment: the stable `@id` other objects point at. */
function clinicId(site: SiteDefinition): string {
  return `${absoluteUrl(site.siteUrl, '/')}#clinic`;
}

/** The branch page's URL with a fragment: its own `@id`. */
function branchId(site: SiteDefinition, branch: Branch): string {
  return `${absoluteUrl(site.siteUrl, branchPath(branch))}#branch`;
}

/** The clinic's own profiles (Facebook, Instagram): the same organisation elsewhere. */
function socialProfiles({ clinic }: SiteDefinition): string[] {
  return clinic.social.filter((profile) => profile.network !== 'reviews').map((profile) => profile.href);
}

/** The clinic as the author and publisher of its articles. */
function clinicReference(site: SiteDefinition): Organization {
  return { '@type': 'MedicalOrganization', '@id': clinicId(site), name: site.clinic.name, url: absoluteUrl(site.siteUrl, '/') };
}

/** What a branch is wherever it appears: a `Dentist` with its own page, address, place and phone, part of the clinic. */
function branchDentist(site: SiteDefinition, branch: Branch): Exclude<Dentist, string> {
  const { clinic } = site;
  return {
    '@type': 'Dentist',
    '@id': branchId(site, branch),
    name: `${clinic.name}, ${branch.name}`,
    url: absoluteUrl(site.siteUrl, branchPath(branch)),
    image: absoluteUrl(site.siteUrl, site.defaultImage.src),
    telephone: branch.phone.e164,
    email: branch.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: branch.address.street,
      addressLocality: branch.address.locality,
      addressRegion: branch.address.region,
      postalCode: branch.address.postalCode,
      addressCountry: branch.address.country,
    },
    geo: { '@type': 'GeoCoordinates', latitude: branch.geo.latitude, longitude: branch.geo.longitude },
    hasMap: branchMapLinks(branch).place,
    sameAs: socialProfiles(site),
    parentOrganization: { '@id': clinicId(site) },
  };
}

/**
 * A branch's own page: the branch as a `Dentist`, with its hours one day at a time and each
 * upcoming closure (`today`, the clinic's date, on) as a day it opens and closes at 00:00, which
 * is how Google reads "closed that day" (`validFrom` and `validThrough` the date).
 */
export function branchStructuredData(site: SiteDefinition, branch: Branch, today: string): WithContext<Dentist> {
  const days: OpeningHoursSpecification[] = weeklyHours(branch).flatMap(({ day, hours }) =>
    hours ? [{ '@type': 'OpeningHoursSpecification', dayOfWeek: day, opens: hours.opens, closes: hours.closes }] : [],
  );
  const closures: OpeningHoursSpecification[] = upcomingClosures(branch, today).map(({ date }) => ({
    '@type': 'OpeningHoursSpecification',
    validFrom: date,
    validThrough: date,
    opens: '00:00',
    closes: '00:00',
  }));
  return { '@context': SCHEMA_ORG, ...branchDentist(site, branch), openingHoursSpecification: [...days, ...closures] };
}

/** Home › Clinics › the branch: the middle crumb is the site's own label for /clinics. */
export function branchBreadcrumbs(site: SiteDefinition, branch: Branch, labels: { home: string; clinics: string }): WithContext<BreadcrumbList> {
  return breadcrumbList(site, [
    { name: linkLabel(site, '/', labels.home), path: '/' },
    { name: linkLabel(site, BRANCHES_PATH, labels.clinics), path: BRANCHES_PATH },
    { name: branch.name, path: branchPath(branch) },
  ]);
}

/**
 * The clinic as an organisation, with each branch a `Dentist` (a local business search engines
 * and maps can show with its address, phone and opening hours), for the home and contact pages.
 */
export function clinicStructuredData(site: SiteDefinition, allBranches: readonly Branch[]): Graph {
  const { clinic } = site;
  const url = absoluteUrl(site.siteUrl, '/');
  const image = absoluteUrl(site.siteUrl, site.defaultImage.src);
  const sameAs = socialProfiles(site);
  const organization: MedicalOrganization = {
    '@type': 'MedicalOrganization',
    '@id': clinicId(site),
    name: clinic.name,
    url,
    image,
    telephone: clinic.phone.e164,
    email: clinic.email,
    sameAs,
    subOrganization: allBranches.map((branch) => ({ '@id': branchId(site, branch) })),
  };
  const branches = allBranches.map((branch): Dentist => ({
    ...branchDentist(site, branch),
    openingHoursSpecification: branch.openingHours.map(({ days, opens, closes }) => ({ '@type': 'OpeningHoursSpecification', dayOfWeek: days, opens, closes })),
  }));
  return { '@context': SCHEMA_ORG, '@graph': [organization, ...branches] };
}

interface Crumb {
  name: string;
  /** A path on the site. */
  path: string;
}

function breadcrumbList(site: SiteDefinition, crumbs: readonly Crumb[]): WithContext<BreadcrumbList> {
  return {
    '@context': SCHEMA_ORG,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(site.siteUrl, crumb.path),
    })),
  };
}

/** The label the site's own navigation gives a path (nav bar, then footer), or the fallback. */
function linkLabel(site: SiteDefinition, path: string, fallback: string): string {
  const links = [...site.nav.items, ...site.footer.linkGroups.flatMap((group) => group.links)];
  return links.find((link) => link.href === path)?.label ?? fallback;
}

/** The home page of the crumbs' language (`/gu/` for Gujarati), named as that language's navigation names it. */
function homeCrumb(site: SiteDefinition, words: Pick<typeof seoWords, 'home'>, language: Language): Crumb {
  const path = localizePath('/', language);
  return { name: linkLabel(site, path, words.home), path };
}

/** Home › Treatments › the treatment: the overview is the nav item that opens the treatments menu. */
export function treatmentBreadcrumbs(
  site: SiteDefinition,
  page: Pick<PageDefinition, 'path' | 'treatment'>,
  words: Pick<typeof seoWords, 'home'> = seoWords,
): WithContext<BreadcrumbList> | undefined {
  if (!page.treatment) return undefined;
  const overview = site.nav.items.find((item) => item.treatmentsMenu);
  return breadcrumbList(site, [
    homeCrumb(site, words, splitLanguage(page.path).language),
    ...(overview ? [{ name: overview.label, path: overview.href }] : []),
    { name: page.treatment.card.title, path: page.path },
  ]);
}

/** The structured data a page's own content implies: the clinic (home, contact), or its breadcrumbs (treatments). */
export function pageStructuredData(
  site: SiteDefinition,
  branches: readonly Branch[],
  page: Pick<PageDefinition, 'path' | 'meta' | 'treatment'>,
  words: Pick<typeof seoWords, 'home'> = seoWords,
): object[] {
  const data: object[] = [];
  if (page.meta.describesClinic) data.push(clinicStructuredData(site, branches));
  const breadcrumbs = treatmentBreadcrumbs(site, page, words);
  if (breadcrumbs) data.push(breadcrumbs);
  return data;
}

/** What the article builders read of a blog; `updatedAt` is there once the article has been edited. */
export type BlogArticle = Pick<Blog, 'slug' | 'language' | 'title' | 'image' | 'createdAt' | 'updatedAt' | 'metaDescription' | 'blogCategory' | 'tags'>;

/**
 * A blog article as a `BlogPosting` (written and published by the clinic) and its breadcrumbs,
 * Home › Blogs › the article.
 */
export function blogArticleStructuredData(
  site: SiteDefinition,
  blog: BlogArticle,
  words: Pick<typeof seoWords, 'home' | 'blogs'> = seoWords,
): [WithContext<BlogPosting>, WithContext<BreadcrumbList>] {
  // At its own language's address, in its own language, its crumbs that language's pages.
  const path = articlePath(blog);
  const listPath = localizePath(BLOG_LIST_PATH, blog.language);
  const url = absoluteUrl(site.siteUrl, path);
  const clinic = clinicReference(site);
  const posting: WithContext<BlogPosting> = {
    '@context': SCHEMA_ORG,
    '@type': 'BlogPosting',
    '@id': `${url}#article`,
    mainEntityOfPage: url,
    url,
    headline: blog.title,
    description: blog.metaDescription,
    // The article's own image (16:9), and the same image cut to the link-preview size.
    image: [absoluteUrl(site.siteUrl, mediaUrl(blog.image)), absoluteUrl(site.siteUrl, articlePreviewImagePath(blog.slug))],
    datePublished: blog.createdAt,
    dateModified: blog.updatedAt ?? blog.createdAt,
    author: clinic,
    publisher: clinic,
    articleSection: blog.blogCategory.categoryName,
    ...(blog.tags.length > 0 ? { keywords: blog.tags.join(', ') } : {}),
    inLanguage: LANGUAGE_FACTS[blog.language].locale,
  };
  const breadcrumbs = breadcrumbList(site, [
    homeCrumb(site, words, blog.language),
    { name: linkLabel(site, listPath, words.blogs), path: listPath },
    { name: blog.title, path },
  ]);
  return [posting, breadcrumbs];
}
