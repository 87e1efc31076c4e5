import type { Redirect, SectionType, SiteDefinition, TreatmentDeclaration } from './types';

/**
 * What every page of the app needs to know about all the content, without the pages' bodies:
 * the site facts, the routes, the redirects and each treatment's declaration. The bodies are
 * separate chunks (one per page), so a route downloads only its own.
 */
export interface ContentIndex {
  site: SiteDefinition;
  redirects: Redirect[];
  pages: PageSummary[];
  treatments: TreatmentSummary[];
}

export interface PageSummary {
  /** Stable key of the page: its file path under pages/ without `.json` (e.g. `treatments/root-canal`). */
  key: string;
  path: string;
  access?: 'form-redirect';
  sectionTypes: SectionType[];
}

export interface TreatmentSummary extends TreatmentDeclaration {
  path: string;
}

export const NOT_FOUND_PATH = '*';
