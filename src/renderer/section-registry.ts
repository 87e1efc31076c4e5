import type { ComponentType } from 'react';
import type { SectionDefinition, SectionType } from '../content/types';

export type SectionComponent<T extends SectionType> = ComponentType<{ section: SectionDefinition<T> }>;
type SectionModule<T extends SectionType> = { default: SectionComponent<T> };

/**
 * Section type → its code-split component. Typed over every section schema: a schema without a
 * component here, or a component without a schema, fails `npm run typecheck`. Each import is its
 * own chunk, so a page downloads only the sections it renders.
 */
export const sectionLoaders: { [T in SectionType]: () => Promise<SectionModule<T>> } = {
  'page-banner': () => import('../sections/page-banner/page-banner-section'),
  'treatment-article': () => import('../sections/treatment-article/treatment-article-section'),
  testimonials: () => import('../sections/testimonials/testimonials-section'),
  'treatment-cards': () => import('../sections/treatment-cards/treatment-cards-section'),
  'rich-text': () => import('../sections/rich-text/rich-text-section'),
  message: () => import('../sections/message/message-section'),
  'contact-form': () => import('../sections/contact-form/contact-form-section'),
  'appointment-form': () => import('../sections/appointment-form/appointment-form-section'),
};

export function isKnownSectionType(type: string): type is SectionType {
  return Object.hasOwn(sectionLoaders, type);
}

/** Loads a section's module, seen through the common props type (each loader is checked above). */
export function loadSectionModule(type: SectionType): Promise<{ default: ComponentType<{ section: SectionDefinition }> }> {
  const loader = sectionLoaders[type] as () => Promise<{ default: ComponentType<{ section: SectionDefinition }> }>;
  return loader();
}
