import type { ComponentType } from 'react';
import type { SectionDefinition, SectionType } from '../content/types';
import { sectionManifests } from './generated/section-manifests';
import type { SectionHydration } from './hydration-gate';
import type { AnySectionData, AnySectionManifest, SectionContext, SectionHead } from './section-manifest';

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

/** The data modules of a page's section types, by type (a type without one has no entry). */
export type SectionDataByType = ReadonlyMap<SectionType, AnySectionData>;

const dataModules = new Map<SectionType, Promise<AnySectionData | undefined>>();

function loadDataModule(type: SectionType): Promise<AnySectionData | undefined> {
  let module = dataModules.get(type);
  if (!module) {
    const load = manifestOf(type).data;
    module = load ? load().then((loaded) => loaded.default) : Promise.resolve(undefined);
    // A chunk that failed to arrive (a dropped connection) is asked for again next time.
    module.catch(() => dataModules.delete(type));
    dataModules.set(type, module);
  }
  return module;
}

/** Loads the data modules of these section types (each once, in parallel). */
export async function loadSectionData(types: readonly SectionType[]): Promise<SectionDataByType> {
  const known = [...new Set(types)].filter((type) => isKnownSectionType(type));
  const modules = await Promise.all(known.map(loadDataModule));
  const byType = new Map<SectionType, AnySectionData>();
  known.forEach((type, i) => modules[i] && byType.set(type, modules[i]));
  return byType;
}

/** The query parameters these section types read (see SectionData.queryParams), each once. */
export async function sectionQueryParams(types: readonly SectionType[]): Promise<string[]> {
  const data = await loadSectionData(types);
  return [...new Set([...data.values()].flatMap((module) => module.queryParams ?? []))];
}

/** Fills the query cache with the data the page's sections show on first paint (those whose data modules are given). */
export async function prefetchSections(sections: readonly SectionDefinition[], context: SectionContext, data: SectionDataByType): Promise<void> {
  const loads: Promise<void>[] = [];
  for (const section of sections) {
    const load = data.get(section.type)?.prefetch?.(section, context);
    if (load) loads.push(load);
  }
  await Promise.all(loads);
}

/** The head tags the sections' data implies, later sections overriding earlier ones field by field. */
export async function sectionsHead(sections: readonly SectionDefinition[], context: SectionContext, data: SectionDataByType): Promise<SectionHead> {
  const pending: Array<Promise<SectionHead | undefined>> = [];
  for (const section of sections) {
    const sectionData: AnySectionData | undefined = data.get(section.type);
    if (sectionData?.head) pending.push(Promise.resolve(sectionData.head(section, context)));
  }
  const heads = await Promise.all(pending);
  const head: SectionHead = {};
  for (const own of heads) {
    if (!own) continue;
    Object.assign(head, own, { jsonLd: [...(head.jsonLd ?? []), ...(own.jsonLd ?? [])] });
  }
  return head;
}

/** 404 when any section says its data does not exist (an unknown article slug). */
export function sectionsStatus(sections: readonly SectionDefinition[], context: SectionContext, data: SectionDataByType): 404 | undefined {
  return sections.some((section) => data.get(section.type)?.status?.(section, context) === 404) ? 404 : undefined;
}
