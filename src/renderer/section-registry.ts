import type { ComponentType } from 'react';
import type { SectionDefinition, SectionType } from '../content/types';
import { sectionManifests } from './generated/section-manifests';
import type { SectionHydration } from './hydration-gate';
import type { AnySectionManifest, SectionContext, SectionHead } from './section-manifest';

type AnySectionComponent = ComponentType<{ section: SectionDefinition }>;

export function isKnownSectionType(type: string): type is SectionType {
  return Object.hasOwn(sectionManifests, type);
}

/** A section's manifest, seen through the common section type (each one is checked against its schema). */
export function manifestOf(type: SectionType): AnySectionManifest {
  return sectionManifests[type] as unknown as AnySectionManifest;
}

/** How a section type hydrates on the server-rendered page: `eager` unless its manifest defers it. */
export function sectionHydration(type: SectionType): SectionHydration {
  return manifestOf(type).hydration ?? 'eager';
}

/** Loads a section's code-split component. */
export function loadSectionModule(type: SectionType): Promise<{ default: AnySectionComponent }> {
  return manifestOf(type).component();
}

/** The manifest of a section's type; undefined for a type no manifest declares (stale or hand-made data). */
function manifestFor(section: SectionDefinition): AnySectionManifest | undefined {
  const type: string = section.type;
  return isKnownSectionType(type) ? manifestOf(type) : undefined;
}

/** Fills the query cache with the data every section of a page shows on first paint. */
export async function prefetchSections(sections: readonly SectionDefinition[], context: SectionContext): Promise<void> {
  const loads: Promise<void>[] = [];
  for (const section of sections) {
    const load = manifestFor(section)?.prefetch?.(section, context);
    if (load) loads.push(load);
  }
  await Promise.all(loads);
}

/** The head tags the sections' data implies, later sections overriding earlier ones field by field. */
export function sectionsHead(sections: readonly SectionDefinition[], context: SectionContext): SectionHead {
  const head: SectionHead = {};
  for (const section of sections) {
    const own = manifestFor(section)?.head?.(section, context);
    if (!own) continue;
    Object.assign(head, own, { jsonLd: [...(head.jsonLd ?? []), ...(own.jsonLd ?? [])] });
  }
  return head;
}

/** 404 when any section says its data does not exist (an unknown article slug). */
export function sectionsStatus(sections: readonly SectionDefinition[], context: SectionContext): 404 | undefined {
  return sections.some((section) => manifestFor(section)?.status?.(section, context) === 404) ? 404 : undefined;
}
