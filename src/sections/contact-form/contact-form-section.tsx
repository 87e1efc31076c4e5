import type { SectionDefinition } from '../../content/types';

// Replaced by the full form in the forms work (issue 3); renders only its heading meanwhile.
export default function Section({ section }: { section: SectionDefinition<'contact-form'> }) {
  return (
    <section className="container">
      <h2>{section.title}</h2>
    </section>
  );
}
