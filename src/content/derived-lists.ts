import type { ContentIndex, TreatmentCardEntry, TreatmentSummary } from './content-index';
import type { TreatmentChoice } from '../forms/request-fields';

/**
 * Every list that names treatments is derived here from the treatment pages' own declarations
 * (one source for each fact): adding a treatment file adds it to all of them.
 */
const byOrder = (key: 'menu' | 'appointment') => (a: TreatmentSummary, b: TreatmentSummary) => a[key].order - b[key].order || a.id.localeCompare(b.id);
const byCardOrder = (a: TreatmentCardEntry, b: TreatmentCardEntry) => a.card.order - b.card.order || a.id.localeCompare(b.id);

export interface TreatmentMenuEntry {
  id: string;
  label: string;
  icon: TreatmentSummary['menu']['icon'];
  path: string;
}

/** The nav dropdown, the mobile treatments list and the footer grid. */
export function treatmentMenu(index: ContentIndex): TreatmentMenuEntry[] {
  return [...index.treatments].sort(byOrder('menu')).map((t) => ({ id: t.id, label: t.menu.label, icon: t.menu.icon, path: t.path }));
}

export interface TreatmentCard {
  id: string;
  title: string;
  description: string;
  icon: TreatmentCardEntry['card']['icon'];
  backgroundImage: TreatmentCardEntry['card']['backgroundImage'];
  path: string;
  featured: boolean;
}

/** Overview and carousel cards: featured first, then the rest, each group in card order. */
export function treatmentCards(entries: readonly TreatmentCardEntry[]): { featured: TreatmentCard[]; others: TreatmentCard[] } {
  const cards = [...entries].sort(byCardOrder).map((t) => ({
    id: t.id,
    title: t.card.title,
    description: t.card.description,
    icon: t.card.icon,
    backgroundImage: t.card.backgroundImage,
    path: t.path,
    featured: t.card.featured === true,
  }));
  return { featured: cards.filter((c) => c.featured), others: cards.filter((c) => !c.featured) };
}

/** The appointment form's treatment choices (the server accepts exactly these). */
export function appointmentChoices(index: Pick<ContentIndex, 'treatments'>): TreatmentChoice[] {
  return [...index.treatments].sort(byOrder('appointment')).map((t) => ({ id: t.id, label: t.appointment.label }));
}

/** Where a successful form submission takes the visitor: the page only a submission reaches (the thank-you page). */
export function formSuccessPath(index: ContentIndex): string {
  return index.pages.find((page) => page.access === 'form-redirect')?.path ?? '/';
}
