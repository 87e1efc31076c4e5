import { resolveBranch, sortBranches } from '../content/branches';
import type { ContentIndex } from '../content/content-index';
import type { BranchDefinition, SiteDefinition } from '../content/types';

/*
 * Test-only: the repository's own site facts and branches (pages/), read by Vite at test time
 * and resolved as the content loader resolves them, so tests check the site as it ships.
 */
const siteFiles = import.meta.glob<SiteDefinition>('../../pages/site.json', { eager: true, import: 'default' });
const branchFiles = import.meta.glob<BranchDefinition>('../../pages/branches/*.json', { eager: true, import: 'default' });

export const repositorySite: SiteDefinition = Object.values(siteFiles)[0];

export const repositoryBranches: ContentIndex['branches'] = sortBranches(
  Object.values(branchFiles).map((definition) => resolveBranch(definition, repositorySite)),
);
