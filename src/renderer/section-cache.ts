import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { SectionDefinition, SectionType } from '../content/types';
import { lazyBehindGate } from './gated-component';
import { loadSectionModule } from './section-registry';

type AnySectionComponent = ComponentType<{ section: SectionDefinition }>;

const loaded = new Map<SectionType, AnySectionComponent>();
const lazyComponents = new Map<SectionType, LazyExoticComponent<AnySectionComponent>>();

/**
 * Loads a section's chunk ahead of rendering. The server does this before rendering a page and the
 * browser before hydrating it, so the first render is synchronous on both sides and the markup
 * matches; later navigations fall back to React.lazy with Suspense.
 */
export async function preloadSections(types: Iterable<SectionType>): Promise<void> {
  await Promise.all(
    [...new Set(types)].map(async (type) => {
      if (loaded.has(type)) return;
      const module = await loadSectionModule(type);
      loaded.set(type, module.default);
    }),
  );
}

export function sectionComponent(type: SectionType): AnySectionComponent {
  const ready = loaded.get(type);
  if (ready) return ready;
  let component = lazyComponents.get(type);
  if (!component) {
    component = lazy(async () => {
      const module = await loadSectionModule(type);
      loaded.set(type, module.default);
      return module;
    });
    lazyComponents.set(type, component);
  }
  return component;
}

export function isSectionLoaded(type: SectionType): boolean {
  return loaded.has(type);
}

const gatedComponents = new Map<SectionType, LazyExoticComponent<AnySectionComponent>>();

/**
 * A deferred section on the page the server rendered: its chunk loads once the type's hydration
 * gate opens; until then React keeps the server's markup in place of it.
 */
export function gatedSectionComponent(type: SectionType): AnySectionComponent {
  let component = gatedComponents.get(type);
  if (!component) {
    component = lazyBehindGate(type, async () => {
      const module = await loadSectionModule(type);
      loaded.set(type, module.default);
      return module.default;
    });
    gatedComponents.set(type, component);
  }
  return component;
}
