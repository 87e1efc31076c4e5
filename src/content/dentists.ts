import type { SiteDefinition } from './types';

export type Dentist = SiteDefinition['clinic']['dentists'][number];

/** The lead dentist: the first in clinic.dentists (the about page and the dentist spotlight name them). */
export function leadDentist(site: Pick<SiteDefinition, 'clinic'>): Dentist {
  return site.clinic.dentists[0];
}
