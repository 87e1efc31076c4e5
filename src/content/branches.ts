import type { BranchDefinition, SiteDefinition } from './types';
import { LANGUAGE_FACTS, type Language } from '../i18n/languages';

/**
 * A branch as the site uses it: its file (pages/branches/<id>.json) with what it leaves out taken
 * from the clinic (pages/site.json), so every reader sees one complete branch and no reader
 * repeats the defaults.
 */
export interface Branch extends Omit<BranchDefinition, '$schema' | 'schemaVersion' | 'phone' | 'whatsApp' | 'email' | 'openingHours' | 'treatments'> {
  phone: SiteDefinition['clinic']['phone'];
  /** E.164 (+91…): the number patients WhatsApp. */
  whatsApp: string;
  /** Where the branch's requests are e-mailed. */
  email: string;
  openingHours: SiteDefinition['clinic']['openingHours'];
  /** Ids of the treatments offered here; absent: every treatment (kept absent so every page's index stays small). */
  treatments?: readonly string[];
}

export type Weekday = SiteDefinition['clinic']['openingHours'][number]['days'][number];
export const WEEKDAYS: readonly Weekday[] = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** The branch's path on the site: `/clinics/<id>`. */
export const BRANCHES_PATH = '/clinics';
/** The route of the branch pages (pages/clinic-branch.json): its parameter is the branch's id. */
export const BRANCH_PAGE_ROUTE = `${BRANCHES_PATH}/:branch`;
export function branchPath(branch: Pick<Branch, 'id'>): string {
  return `${BRANCHES_PATH}/${branch.id}`;
}

/** The branch with the clinic's phone, WhatsApp, e-mail and hours where its file gives none. */
export function resolveBranch(definition: BranchDefinition, site: SiteDefinition): Branch {
  const {
    $schema: _schema,
    schemaVersion: _version,
    phone,
    whatsApp,
    email,
    openingHours,
    treatments,
    ...rest
  } = definition as BranchDefinition & { $schema?: string };
  const branchPhone = phone ?? site.clinic.phone;
  return {
    ...rest,
    phone: branchPhone,
    whatsApp: whatsApp ?? branchPhone.e164,
    email: email ?? site.clinic.email,
    openingHours: openingHours ?? site.clinic.openingHours,
    ...(treatments ? { treatments: [...treatments] } : {}),
  };
}

/** The branches in their order (`order`, then name). */
export function sortBranches<T extends Pick<Branch, 'order' | 'name'>>(branches: readonly T[]): T[] {
  return [...branches].sort((a, b) => a.order - b.order || a.name.localeCompare(b.name));
}

export function findBranch<T extends Pick<Branch, 'id'>>(branches: readonly T[], id: string): T | undefined {
  return branches.find((branch) => branch.id === id);
}

/** The branches' names as prose in the language: `South Bopal and Chandkheda`, `A, B and C`, `સાઉથ બોપલ અને ચાંદખેડા`. */
export function branchNames(branches: readonly Pick<Branch, 'name'>[], language: Language = 'en'): string {
  return new Intl.ListFormat(language === 'en' ? 'en-GB' : LANGUAGE_FACTS[language].locale, { type: 'conjunction' }).format(
    branches.map((branch) => branch.name),
  );
}

/**
 * Google Maps for the branch, from its coordinates alone (one source: the file's `geo`): the
 * place to open, directions to it, and the embed the map facade loads on request.
 */
export function branchMapLinks({ geo }: Pick<Branch, 'geo'>) {
  const at = `${geo.latitude},${geo.longitude}`;
  return {
    place: `https://www.google.com/maps/search/?api=1&query=${at}`,
    directions: `https://www.google.com/maps/dir/?api=1&destination=${at}`,
    embed: `https://www.google.com/maps?q=${at}&z=16&output=embed`,
  };
}

/** The sketch maps' size: the clinic's and each branch's are drawn alike. */
const SKETCH_MAP_SIZE = { width: 800, height: 500 } as const;

/**
 * A sketch map drawn by scripts/artwork, in a language: each language's words are drawn into its
 * own copy (English's at the addresses they always had, the others' under their language).
 */
function sketchMapImage(file: string, language: Language = 'en') {
  return { src: language === 'en' ? `/images/map/${file}` : `/images/map/${language}/${file}`, ...SKETCH_MAP_SIZE };
}

/**
 * The branch's sketch map, drawn by scripts/artwork from its file: the local image its map shows
 * before Google's is asked for (its alt text is the dictionary's, in the page's language: mapWords.branchSketchAlt).
 */
export function branchMapImage(branch: Pick<Branch, 'id'>, language: Language = 'en') {
  return sketchMapImage(`branch-${branch.id}.svg`, language);
}

/** The clinic's sketch map, every branch pinned (scripts/artwork/clinic-map.ts). */
export function clinicMapImage(language: Language = 'en') {
  return sketchMapImage('clinic-map.svg', language);
}

/** Does the branch offer the treatment (a branch that lists none offers every one)? */
export function offersTreatment(branch: Pick<Branch, 'treatments'>, treatmentId: string): boolean {
  return branch.treatments === undefined || branch.treatments.includes(treatmentId);
}
