import { createElement, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import type { PageDefinition, SectionDefinition, SectionType } from '../content/types';
import { useReveal } from '../ui/use-reveal';
import { watchForHydration, type SectionHydration } from './hydration-gate';
import { gatedSectionComponent, isSectionLoaded, sectionComponent } from './section-cache';
import { SectionErrorBoundary } from './section-error-boundary';
import { isKnownSectionType, sectionHydration } from './section-registry';

const warnedTypes = new Set<string>();

/**
 * Renders a page's sections in order, each behind its own error boundary; on a page that asks for
 * it (`revealSections`), each fades in when first scrolled into view (see useReveal).
 */
export function PageRenderer({ page }: { page: PageDefinition }) {
  return (
    <>
      {page.sections.map((section, index) =>
        page.revealSections ? (
          <Reveal key={`${index}-${section.type}`}>
            <SectionView section={section} />
          </Reveal>
        ) : (
          <SectionView key={`${index}-${section.type}`} section={section} />
        ),
      )}
    </>
  );
}

/** A plain block around one section, so that any section can be revealed without knowing it. */
function Reveal({ children }: { children: ReactNode }) {
  const { ref, className } = useReveal<HTMLDivElement>();
  return (
    <div ref={ref} className={`section-reveal ${className}`}>
      {children}
    </div>
  );
}

function SectionView({ section }: { section: SectionDefinition }) {
  const type: string = section.type;
  if (!isKnownSectionType(type)) return <UnknownSection type={type} />;
  const hydration = sectionHydration(type);
  return hydration === 'eager' ? <SectionBody section={section} /> : <DeferredSection section={section} hydration={hydration} />;
}

function SectionBody({ section, deferred = false }: { section: SectionDefinition; deferred?: boolean }) {
  // Chosen once per instance and kept, so the component's identity (and the section's state)
  // survives later renders: a deferred section whose code is not here yet waits for its gate.
  const [component] = useState(() => (deferred && !isSectionLoaded(section.type) ? gatedSectionComponent(section.type) : sectionComponent(section.type)));
  return (
    <SectionErrorBoundary type={section.type}>
      <Suspense fallback={<div className="section-loading" aria-busy="true" />}>{createElement(component, { section })}</Suspense>
    </SectionErrorBoundary>
  );
}

/**
 * A section whose code loads later on the server-rendered page (see hydration-gate.ts). Its shell
 * (`display: contents`, so layout is untouched) hydrates with the page and watches the section's
 * markup for the moment to load it.
 */
function DeferredSection({ section, hydration }: { section: SectionDefinition; hydration: Exclude<SectionHydration, 'eager'> }) {
  return (
    <HydrationShell type={section.type} hydration={hydration}>
      <SectionBody section={section} deferred />
    </HydrationShell>
  );
}

function HydrationShell({ type, hydration, children }: { type: SectionType; hydration: Exclude<SectionHydration, 'eager'>; children: ReactNode }) {
  const shell = useRef<HTMLDivElement>(null);
  useEffect(() => (shell.current ? watchForHydration(shell.current, type, hydration) : undefined), [type, hydration]);
  return (
    <div ref={shell} className="section-shell" data-hydration={hydration}>
      {children}
    </div>
  );
}

/**
 * Content is validated at build time, so this only happens with stale or hand-made data:
 * visible in development, silent (one warning) in production.
 */
function UnknownSection({ type }: { type: string }) {
  if (import.meta.env.DEV) {
    return (
      <div className="section-problem" role="note">
        Unknown section type “{type}”: add schema/sections/{type}.schema.json and a component.
      </div>
    );
  }
  if (!warnedTypes.has(type)) {
    warnedTypes.add(type);
    console.warn(`Unknown section type "${type}" was skipped.`);
  }
  return null;
}
