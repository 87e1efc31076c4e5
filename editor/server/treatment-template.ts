import { CURRENT_SCHEMA_VERSION } from '../../src/content/node/migrations/content-migration';

/** A treatment's id from the name a maintainer types: "Smile Check-up" → `smile-check-up`. */
export function treatmentId(name: string): string {
  return name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * A new treatment page that passes validation as it stands: the banner, an article whose one
 * heading the sidebar links to, and the testimonials band, drawn with the generic treatment
 * artwork (docs/adding-a-page.md). Its texts say plainly what to write in each place; `order`
 * puts it after the treatments there are.
 */
export function treatmentTemplate(name: string, order: number): Record<string, unknown> {
  const id = treatmentId(name);
  return {
    $schema: '../../schema/page.schema.json',
    schemaVersion: CURRENT_SCHEMA_VERSION,
    path: `/${id}-in-ahmedabad`,
    meta: {
      title: `${name} in Ahmedabad`,
      description: `${name} at our South Bopal and Chandkheda clinics: replace this line with what a search result should say about the treatment.`,
    },
    treatment: {
      id,
      menu: { label: name, icon: 'tooth', order },
      card: {
        title: name,
        description: `Replace this with a sentence or two about ${name} for its card on the treatments page.`,
        icon: 'tooth',
        backgroundImage: { src: '/images/treatments/generic-card.svg', alt: '', width: 800, height: 500 },
        order,
      },
      appointment: { label: name, order },
    },
    sections: [
      { type: 'page-banner', title: `${name} in Ahmedabad`, subtitle: 'Replace this with one line under the title.' },
      {
        type: 'treatment-article',
        article: [
          { heading: 2, id, text: `About ${name}` },
          { paragraph: `Replace this paragraph with what ${name} is, who it helps and what a visit involves.` },
        ],
        atAGlance: { visits: '1', timePerVisit: '30 to 60 minutes', anaesthesia: 'Local anaesthetic if needed', recovery: 'Usually none' },
        figure: {
          image: { src: '/images/treatments/generic-figure.svg', alt: 'Illustration of a tooth', width: 1000, height: 500 },
          caption: `Replace this with what the picture shows about ${name}.`,
        },
        sidebar: { title: 'Treatments', items: [{ label: name, icon: 'tooth', anchor: id, count: 1 }] },
        panel: {
          image: { src: '/images/treatments/generic-panel.svg', alt: '', width: 600, height: 800 },
          tagline: 'Replace this with a short line beside the picture.',
          button: { label: 'Book Appointment', href: '/book-appointment' },
        },
      },
      { type: 'testimonials', title: 'What Our Patients Say', button: { label: 'Book Appointment', href: '/book-appointment' } },
    ],
  };
}
