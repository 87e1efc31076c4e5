import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { SectionDefinition } from '../../content/types';
import type { SectionContext } from '../../renderer/section-manifest';
import { repositoryBranches, repositorySite } from '../../testing/repository-content';
import { en } from '../../i18n/dictionaries/en';
import data from './data';

const section: SectionDefinition<'branch-detail'> = { type: 'branch-detail' };

function context(branch: string): SectionContext {
  return {
    params: { branch },
    search: new URLSearchParams(),
    path: `/clinics/${branch}`,
    site: repositorySite,
    branches: repositoryBranches,
    api: { get: vi.fn(), post: vi.fn() },
    queryClient: new QueryClient(),
    treatmentCards: async () => [],
    dictionary: en,
  };
}

describe('branch-detail data module', () => {
  it('is a 404 for an id no branch file has, and nothing for a branch', () => {
    expect(data.status!(section, context('nowhere'))).toBe(404);
    expect(data.status!(section, context('south-bopal'))).toBeUndefined();
  });

  it("gives the branch's title, description, canonical path and its own structured data and breadcrumbs", async () => {
    const head = (await data.head!(section, context('chandkheda')))!;
    expect(head).toMatchObject({
      title: 'Demo Dental Clinic, Chandkheda | Dentist in Ahmedabad',
      canonicalPath: '/clinics/chandkheda',
    });
    expect(head.description).toContain('Demo Dental Clinic in Chandkheda, Ahmedabad');
    const types = head.jsonLd?.map((item) => (item as { '@type': string })['@type']);
    expect(types).toEqual(['Dentist', 'BreadcrumbList']);
    expect(head.jsonLd?.[0]).toMatchObject({ '@id': `${repositorySite.siteUrl}/clinics/chandkheda#branch` });
  });

  it('takes its texts from the page: a title of its own', async () => {
    const head = (await data.head!({ ...section, metaTitle: '{branch} branch of {clinic}' }, context('south-bopal')))!;
    expect(head.title).toBe('South Bopal branch of Demo Dental Clinic');
  });

  it('gives no head for an unknown branch', async () => {
    expect(await data.head!(section, context('nowhere'))).toBeUndefined();
  });

  it('remembers when it rendered, so the browser hydrates with the same "open now"', async () => {
    const ctx = context('south-bopal');
    await data.prefetch!(section, ctx);
    expect(ctx.queryClient.getQueryData(['render-time'])).toEqual(expect.any(Number));
  });
});
