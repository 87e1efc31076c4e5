import { branchNames } from '../../content/branches';
import type { ContentIndex } from '../../content/content-index';
import { leadDentist } from '../../content/dentists';

/**
 * Fills `{name}`, `{degree}`, `{experienceYears}`, `{hours}` and `{branches}` from site.json, so
 * the page states the clinic's facts without repeating them (one place to change each), in the page's language.
 */
export function fillSiteFacts(text: string, { site, branches, language, hours }: Pick<ContentIndex, 'site' | 'branches' | 'language' | 'hours'>): string {
  const { clinic } = site;
  const values: Record<string, string> = {
    name: leadDentist(site).name,
    degree: leadDentist(site).degree ?? '',
    experienceYears: clinic.experienceYears,
    hours: hours.full,
    branches: branchNames(branches, language),
  };
  return text.replace(/\{(\w+)\}/g, (placeholder, key: string) => values[key] ?? placeholder);
}
