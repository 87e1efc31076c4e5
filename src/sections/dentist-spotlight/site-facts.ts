import { formatOpeningHours } from '../../content/opening-hours';
import { branchNames } from '../../content/postal-address';
import type { SiteDefinition } from '../../content/types';

/**
 * Fills `{name}`, `{degree}`, `{experienceYears}`, `{hours}` and `{branches}` from site.json, so
 * the page states the clinic's facts without repeating them (one place to change each).
 */
export function fillSiteFacts(text: string, site: SiteDefinition): string {
  const { clinic } = site;
  const values: Record<string, string> = {
    name: clinic.dentist.name,
    degree: clinic.dentist.degree ?? '',
    experienceYears: clinic.experienceYears,
    hours: formatOpeningHours(clinic.openingHours),
    branches: branchNames(clinic.branches),
  };
  return text.replace(/\{(\w+)\}/g, (placeholder, key: string) => values[key] ?? placeholder);
}
