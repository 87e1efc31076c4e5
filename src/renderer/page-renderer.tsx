import type { ReactNode } from 'react';
import type { PageDefinition, SectionDefinition } from '../content/types';
import { useReveal } from '../ui/use-reveal';
import { DeferredSection } from './deferred-section';
import { SectionBody } from './section-body';
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
