import type { Language } from '../i18n/languages';
import type { Branch } from './branches';
import type { Redirect, SectionType, SiteDefinition, TreatmentDeclaration } from './types';

/**
 * What every page of the app needs to know about all the content, without the pages' bodies:
 * the site facts, the routes, the redirects, each treatment's declaration and the branches. The bodies are
 * separate chunks (one per page), so a route downloads only its own.
 */
export interface ContentIndex {
  /** The language of this index's text (every language has an index of its own). */
  language: Language;
  site: SiteDefinition;
  redirects: Redirect[];
  pages: PageSummary[];
  treatments: TreatmentSummary[];
  /** Every branch (pages/branches/), in its order, the clinic's defaults filled in. */
  branches: Branch[];
  /**
   * The clinic's opening hours written out in this index's language, from `clinic.openingHours`
   * (by the loader, so the browser needs no code to write them): `full` as "Monday to Sunday, 8 am
   * to 10 pm", `short` as "Mon - Sun: 8 am - 10 pm".
   */
  hours: { full: string; short: string };
}

export interface PageSummary {
  /** Stable key of the page: its file path under pages/ without `.json` (e.g. `treatments/root-canal`). */
  key: string;
  path: string;
  access?: 'form-redirect';
  sectionTypes: SectionType[];
  /**
   * Every language the page exists in, this one included, when there is more than one (none for the
   * 404 page). Its address in each is its path after the prefix under that language's prefix.
   */
  languages?: Language[];
}

/** A treatment as every page knows it: its menu entry and booking choice (its card is not here). */
export interface TreatmentSummary extends Omit<TreatmentDeclaration, 'card'> {
  path: string;
}

/**
 * A treatment's card (title, description, picture) for the treatments overview and the home
 * page's carousel. The cards are a module of their own (`virtual:treatment-cards`), loaded only by
 * the sections that show them: their text is most of what the index would otherwise carry to
 * every page.
 */
export interface TreatmentCardEntry {
  id: string;
  path: string;
  card: TreatmentDeclaration['card'];
}

export const NOT_FOUND_PATH = '*';
