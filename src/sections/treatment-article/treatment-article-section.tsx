import type { SectionDefinition } from '../../content/types';
import { Icon } from '../../ui/icon';
import { RichText, SmartLink } from '../../ui/rich-text';
import { useReveal } from '../../ui/use-reveal';
import './treatment-article.css';

type Sidebar = SectionDefinition<'treatment-article'>['sidebar'];

/** Key under which the last chosen sidebar entry is kept (SPEC: selecting one only records the name). */
export const SELECTED_TREATMENT_KEY = 'selectedTreatment';

/** A treatment's article beside its sidebar of in-page links and its image panel. */
export default function TreatmentArticleSection({ section }: { section: SectionDefinition<'treatment-article'> }) {
  // Fades in and rises 40 px over 0.4 s once 20% visible, above 767 px only.
  const { ref: revealRef, className: revealClassName } = useReveal<HTMLElement>({ threshold: 0.2 });
  return (
    <section className="treatment-article">
      <div className="container treatment-article__grid">
        <article ref={revealRef} className={`treatment-article__body prose ${revealClassName}`}>
          <RichText blocks={section.article} />
        </article>
        <aside className="treatment-article__aside">
          <SidebarNav sidebar={section.sidebar} />
          <div className="treatment-panel">
            <img
              className="treatment-panel__image"
              src={section.panel.image.src}
              alt={section.panel.image.alt}
              width={section.panel.image.width}
              height={section.panel.image.height}
              loading="lazy"
              decoding="async"
            />
            <div className="treatment-panel__overlay">
              <p className="treatment-panel__tagline">{section.panel.tagline}</p>
              <SmartLink className="button" href={section.panel.button.href}>{section.panel.button.label}</SmartLink>
            </div>
          </div>
        </aside>
      </div>
    </section>
  );
}

function SidebarNav({ sidebar }: { sidebar: Sidebar }) {
  const remember = (label: string) => {
    try {
      localStorage.setItem(SELECTED_TREATMENT_KEY, label);
    } catch {
      // Private browsing may refuse storage; the link still works.
    }
  };
  return (
    <nav className="treatment-sidebar" aria-label={sidebar.title}>
      <h2 className="treatment-sidebar__title">{sidebar.title}</h2>
      <ul>
        {sidebar.items.map((item, i) => (
          <li key={`${item.anchor}-${i}`} data-count={item.count}>
            <a href={`#${item.anchor}`} onClick={() => remember(item.label)}>
              <Icon name={item.icon} />
              <span>{item.label}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
