import { formatOpeningHours } from '../../content/opening-hours';
import { branchNames, type Branch } from '../../content/branches';
import { leadDentist } from '../../content/dentists';
import type { Language } from '../../i18n/languages';
import type { SiteDefinition } from '../../content/types';

/**
 * Fills `{name}`, `{degree}`, `{experienceYears}`, `{hours}` and `{branches}` from site.json, so
 * the page states the clinic's facts without repeating them (one place to change each), in the page's language.
 */
export function fillSiteFacts(text: string, site: SiteDefinition, branches: readonly Pick<Branch, 'name'>[], language: Language): string {
  const { clinic } = site;
  const values: Record<string, string> = {
    name: leadDentist(site).name,
    degree: leadDentist(site).degree ?? '',
    experienceYears: clinic.experienceYears,
    hours: formatOpeningHours(clinic.openingHours, 'hours', language),
    branches: branchNames(branches, language),
  };
  return text.replace(/\{(\w+)\}/g, (placeholder, key: string) => values[key] ?? placeholder);
}
