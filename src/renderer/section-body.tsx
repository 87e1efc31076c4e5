import { createElement, Suspense, useState, type ReactNode } from 'react';
import type { SectionDefinition } from '../content/types';
import { gatedSectionComponent, isSectionLoaded, sectionComponent } from './section-cache';
import { SectionErrorBoundary } from './section-error-boundary';

export const loadingPlaceholder = <div className="section-loading" aria-busy="true" />;

export interface DeferredBody {
  /** Shown if React renders the section afresh before its code has come. */
  fallback: ReactNode;
  /** Rendered beside the section, so its effects run once the section has hydrated or rendered. */
  afterCommit: ReactNode;
}

/**
 * One section's component behind its error boundary and Suspense. A deferred section on the page
 * the server rendered waits for its hydration gate (see hydration-gate.ts).
 */
export function SectionBody({ section, deferred }: { section: SectionDefinition; deferred?: DeferredBody }) {
  // Chosen once per instance and kept, so the component's identity (and the section's state)
  // survives later renders: a deferred section whose code is not here yet waits for its gate.
  const [component] = useState(() => (deferred && !isSectionLoaded(section.type) ? gatedSectionComponent(section.type) : sectionComponent(section.type)));
  return (
    <SectionErrorBoundary type={section.type}>
      <Suspense fallback={deferred ? deferred.fallback : loadingPlaceholder}>
        {createElement(component, { section })}
        {deferred?.afterCommit}
      </Suspense>
    </SectionErrorBoundary>
  );
}
