import type { SectionDefinition } from '../content/types';
import { DeferredHydration } from './deferred-hydration';
import type { SectionHydration } from './hydration-gate';
import { isSectionLoaded } from './section-cache';
import { SectionBody } from './section-body';

/** A section whose code loads later on the server-rendered page: its type's gate opens by its `hydration` rule. */
export function DeferredSection({ section, hydration }: { section: SectionDefinition; hydration: Exclude<SectionHydration, 'eager'> }) {
  const type = section.type;
  return (
    <DeferredHydration gate={type} hydration={hydration} isLoaded={() => isSectionLoaded(type)}>
      {(deferred) => <SectionBody section={section} deferred={deferred} />}
    </DeferredHydration>
  );
}
