import chandkheda from '../../../tests/fixtures/content-base/branches/chandkheda.json';
import southBopal from '../../../tests/fixtures/content-base/branches/south-bopal.json';
import site from '../../../tests/fixtures/content-base/site.json';
import { resolveBranch, sortBranches, type Branch } from '../../../src/content/branches';
import type { Dentist } from '../../../src/content/dentists';
import type { BranchDefinition, SiteDefinition } from '../../../src/content/types';

/**
 * The fixture content's branches, resolved as the content loader resolves them: South Bopal keeps
 * the clinic's hours (every day 8 am to 10 pm), Chandkheda its own (Monday to Saturday 9 am to
 * 9 pm, Sunday 10 am to 2 pm); both close for Diwali on 2026-11-09.
 */
export const FIXTURE_BRANCHES: readonly Branch[] = sortBranches(
  [southBopal, chandkheda].map((definition) => resolveBranch(definition as unknown as BranchDefinition, site as unknown as SiteDefinition)),
);

/** The fixture site's facts (its clinic, address, booking page). */
export const FIXTURE_SITE = site as unknown as SiteDefinition;

export const FIXTURE_DENTISTS: readonly Dentist[] = FIXTURE_SITE.clinic.dentists;
