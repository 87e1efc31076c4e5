import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { WEEKDAYS, type Branch } from '../content/branches';
import type { PageDefinition } from '../content/types';
import { repositoryBranches, repositorySite } from '../testing/repository-content';
import type { Blog } from '../contract/api-contract';
import { blogArticleHead } from './blog-article-head';
import {
  blogArticleStructuredData,
  branchBreadcrumbs,
  branchStructuredData,
  clinicStructuredData,
  pageStructuredData,
  treatmentBreadcrumbs,
} from './structured-data';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')) as T;
const site = repositorySite;
const branchList = repositoryBranches;
const rootCanal = readJson<PageDefinition>('pages/treatments/root-canal.json');

type Node = Record<string, unknown>;
const nodes = (data: object) => (data as { '@graph': Node[] })['@graph'];

const blog: Blog = {
  id: 7,
  slug: 'root-canal-step-by-step',
  title: 'Root Canal Treatment, Step by Step',
  image: 'blogs/root-canal.svg',
  width: 1200,
  height: 675,
  createdAt: '2026-02-09T10:15:00.000Z',
  description: '<p>Body</p>',
  metaTitle: 'Root canal, step by step | Demo Dental Clinic',
  metaDescription: 'What happens during a root canal treatment.',
  blogCategory: { id: 2, categoryName: 'Treatments' },
  language: 'en',
  tags: ['root canal', 'pain'],
};

describe('clinic structured data', () => {
  const graph = clinicStructuredData(site, branchList);
  const [organization, ...branches] = nodes(graph);

  it('is the clinic as an organisation with each branch a Dentist pointing back at it', () => {
    expect(graph['@context']).toBe('https://schema.org');
    expect(organization).toMatchObject({
      '@type': 'MedicalOrganization',
      '@id': `${site.siteUrl}/#clinic`,
      name: site.clinic.name,
      url: `${site.siteUrl}/`,
      telephone: site.clinic.phone.e164,
      email: site.clinic.email,
    });
    expect(branches.map((branch) => branch['@type'])).toEqual(['Dentist', 'Dentist']);
    expect(organization.subOrganization).toEqual(branches.map((branch) => ({ '@id': branch['@id'] })));
    for (const branch of branches) expect(branch.parentOrganization).toEqual({ '@id': organization['@id'] });
  });

  it('gives each branch its name, full postal address, phone, hours, URL, image, coordinates and profiles', () => {
    expect(branches[0]).toEqual({
      '@type': 'Dentist',
      '@id': `${site.siteUrl}/clinics/south-bopal#branch`,
      name: `${site.clinic.name}, South Bopal`,
      url: `${site.siteUrl}/clinics/south-bopal`,
      image: `${site.siteUrl}/images/og-default.png`,
      telephone: site.clinic.phone.e164,
      email: site.clinic.email,
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Demo address, South Bopal',
        addressLocality: 'Ahmedabad',
        addressRegion: 'Gujarat',
        postalCode: '380058',
        addressCountry: 'IN',
      },
      geo: { '@type': 'GeoCoordinates', latitude: branchList[0].geo.latitude, longitude: branchList[0].geo.longitude },
      hasMap: `https://www.google.com/maps/search/?api=1&query=${branchList[0].geo.latitude},${branchList[0].geo.longitude}`,
      openingHoursSpecification: [
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
          opens: '08:00',
          closes: '22:00',
        },
      ],
      sameAs: ['https://www.facebook.com/', 'https://www.instagram.com/'],
      parentOrganization: { '@id': `${site.siteUrl}/#clinic` },
    });
    expect((branches[1].address as Node).postalCode).toBe('382424');
  });

  it('reads every value from site.json and the branch files, so an edit there is the only edit', () => {
    const edited: typeof site = {
      ...site,
      siteUrl: 'https://clinic.example.in',
      clinic: {
        ...site.clinic,
      },
    };
    const editedBranch = {
      ...branchList[0],
      phone: { display: '+91 99999 11111', e164: '+919999911111' },
      openingHours: [{ days: ['Monday', 'Saturday'] as ('Monday' | 'Saturday')[], opens: '09:30', closes: '19:00' }],
      address: { ...branchList[0].address, postalCode: '380059' },
    };
    const [organization, branch] = nodes(clinicStructuredData(edited, [editedBranch]));
    expect(organization.url).toBe('https://clinic.example.in/');
    expect(branch.telephone).toBe('+919999911111');
    expect((branch.address as Node).postalCode).toBe('380059');
    expect(branch.openingHoursSpecification).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Saturday'], opens: '09:30', closes: '19:00' },
    ]);
  });

  it('claims no ratings or reviews (the testimonials are the clinic’s own)', () => {
    expect(JSON.stringify(graph)).not.toMatch(/aggregateRating|"review"/);
  });
});

describe('branch structured data', () => {
  const southBopal = branchList.find((branch) => branch.id === 'south-bopal')!;
  // With hours of its own, as a branch file may give them.
  const chandkheda: Branch = {
    ...branchList.find((branch) => branch.id === 'chandkheda')!,
    openingHours: [
      { days: WEEKDAYS.filter((day) => day !== 'Sunday'), opens: '09:00', closes: '21:00' },
      { days: ['Sunday' as const], opens: '10:00', closes: '14:00' },
    ],
  };
  const today = '2026-11-26';

  it("is the branch as a Dentist with the @id, url and parent the clinic's graph uses", () => {
    const data = branchStructuredData(site, southBopal, today) as unknown as Node;
    const graph = nodes(clinicStructuredData(site, branchList));
    const inGraph = graph.find((node) => node['@id'] === data['@id'])!;
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Dentist',
      '@id': `${site.siteUrl}/clinics/south-bopal#branch`,
      url: `${site.siteUrl}/clinics/south-bopal`,
      name: `${site.clinic.name}, South Bopal`,
      parentOrganization: { '@id': `${site.siteUrl}/#clinic` },
      telephone: southBopal.phone.e164,
      geo: { '@type': 'GeoCoordinates', latitude: southBopal.geo.latitude, longitude: southBopal.geo.longitude },
      address: { '@type': 'PostalAddress', streetAddress: southBopal.address.street, postalCode: southBopal.address.postalCode, addressCountry: 'IN' },
      hasMap: `https://www.google.com/maps/search/?api=1&query=${southBopal.geo.latitude},${southBopal.geo.longitude}`,
      image: `${site.siteUrl}${site.defaultImage.src}`,
    });
    for (const key of ['@id', 'url', 'name', 'address', 'geo', 'hasMap', 'parentOrganization']) expect(data[key], key).toEqual(inGraph[key]);
  });

  it('gives one opening-hours entry per open day, Monday first, and leaves a closed day out', () => {
    const hours = (branchStructuredData(site, chandkheda, today) as unknown as Node).openingHoursSpecification as Node[];
    const days = hours.filter((entry) => entry.dayOfWeek);
    expect(days.map((entry) => entry.dayOfWeek)).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
    expect(days[0]).toEqual({ '@type': 'OpeningHoursSpecification', dayOfWeek: 'Monday', opens: '09:00', closes: '21:00' });
    expect(days[6]).toMatchObject({ dayOfWeek: 'Sunday', opens: '10:00', closes: '14:00' });
    const closedSundays = { ...chandkheda, openingHours: chandkheda.openingHours.slice(0, 1) };
    const withoutSunday = (branchStructuredData(site, closedSundays, today) as unknown as Node).openingHoursSpecification as Node[];
    expect(withoutSunday.map((entry) => entry.dayOfWeek).filter(Boolean)).not.toContain('Sunday');
  });

  it('marks each upcoming closure as a day that opens and closes at 00:00, and leaves past ones out', () => {
    const hours = (branchStructuredData(site, southBopal, today) as unknown as Node).openingHoursSpecification as Node[];
    const closures = hours.filter((entry) => entry.validFrom);
    // Diwali (2026-11-09) has passed.
    expect(closures).toEqual(
      ['2027-01-14', '2027-03-22'].map((date) => ({
        '@type': 'OpeningHoursSpecification',
        validFrom: date,
        validThrough: date,
        opens: '00:00',
        closes: '00:00',
      })),
    );
    const onTheDay = (branchStructuredData(site, southBopal, '2027-01-14') as unknown as Node).openingHoursSpecification as Node[];
    expect(onTheDay.filter((entry) => entry.validFrom).map((entry) => entry.validFrom)).toEqual(['2027-01-14', '2027-03-22']);
  });

  it('has breadcrumbs Home › Clinics › the branch, with the nav’s own labels', () => {
    const crumbs = branchBreadcrumbs(site, chandkheda, { home: 'Home', clinics: 'Clinics' });
    expect(crumbs.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${site.siteUrl}/` },
      { '@type': 'ListItem', position: 2, name: 'Clinics', item: `${site.siteUrl}/clinics` },
      { '@type': 'ListItem', position: 3, name: 'Chandkheda', item: `${site.siteUrl}/clinics/chandkheda` },
    ]);
  });
});

describe('page structured data', () => {
  it('describes the clinic on pages that say so, and nothing on others', () => {
    const home = { path: '/', meta: { title: 'Home', description: 'x', describesClinic: true } };
    expect(pageStructuredData(site, branchList, home)).toEqual([clinicStructuredData(site, branchList)]);
    expect(pageStructuredData(site, branchList, { path: '/about', meta: { title: 'About', description: 'x' } })).toEqual([]);
  });

  it('gives a treatment page its breadcrumbs: Home › Treatments › the treatment', () => {
    const breadcrumbs = treatmentBreadcrumbs(site, rootCanal);
    expect(pageStructuredData(site, branchList, rootCanal)).toEqual([breadcrumbs]);
    expect(breadcrumbs).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${site.siteUrl}/` },
        { '@type': 'ListItem', position: 2, name: 'Treatments', item: `${site.siteUrl}/treatments` },
        { '@type': 'ListItem', position: 3, name: rootCanal.treatment!.card.title, item: `${site.siteUrl}/root-canal-treatment-in-ahmedabad` },
      ],
    });
  });
});

describe('blog article structured data', () => {
  const [posting, breadcrumbs] = blogArticleStructuredData(site, blog);
  const url = `${site.siteUrl}/blogs/root-canal-step-by-step`;

  it('is a BlogPosting with headline, description, image, dates, and the clinic as author and publisher', () => {
    expect(posting).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      mainEntityOfPage: url,
      url,
      headline: blog.title,
      description: blog.metaDescription,
      datePublished: blog.createdAt,
      dateModified: blog.createdAt,
      articleSection: 'Treatments',
      keywords: 'root canal, pain',
    });
    expect(posting.image).toEqual([`${site.siteUrl}/api/v1/get-images/blogs/root-canal.svg`, `${site.siteUrl}/og/articles/root-canal-step-by-step.png`]);
    const clinic = { '@type': 'MedicalOrganization', '@id': `${site.siteUrl}/#clinic`, name: site.clinic.name, url: `${site.siteUrl}/` };
    expect(posting.author).toEqual(clinic);
    expect(posting.publisher).toEqual(clinic);
  });

  it('uses the date of the last change when the article has one', () => {
    const [edited] = blogArticleStructuredData(site, { ...blog, updatedAt: '2026-05-01T08:00:00.000Z' });
    expect(edited).toMatchObject({ datePublished: blog.createdAt, dateModified: '2026-05-01T08:00:00.000Z' });
  });

  it('has breadcrumbs Home › Blogs › the article', () => {
    expect(breadcrumbs.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${site.siteUrl}/` },
      { '@type': 'ListItem', position: 2, name: 'Blogs', item: `${site.siteUrl}/blogs` },
      { '@type': 'ListItem', position: 3, name: blog.title, item: url },
    ]);
  });

  it('percent-encodes a slug into its URLs', () => {
    const [encoded] = blogArticleStructuredData(site, { ...blog, slug: 'દાંત tips' });
    expect(encoded.url).toBe(`${site.siteUrl}/blogs/%E0%AA%A6%E0%AA%BE%E0%AA%82%E0%AA%A4%20tips`);
  });

  it('makes the article page head: meta title and description, canonical, preview image, Open Graph dates, JSON-LD', () => {
    expect(blogArticleHead(site, blog)).toEqual({
      title: blog.metaTitle,
      description: blog.metaDescription,
      canonicalPath: '/blogs/root-canal-step-by-step',
      image: { url: '/og/articles/root-canal-step-by-step.png', width: 1200, height: 630, alt: blog.title },
      article: { publishedTime: blog.createdAt, modifiedTime: blog.createdAt, section: 'Treatments', tags: ['root canal', 'pain'] },
      jsonLd: [posting, breadcrumbs],
    });
  });
});
