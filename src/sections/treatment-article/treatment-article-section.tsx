import { useId } from 'react';
import type { SectionDefinition } from '../../content/types';
import { Icon } from '../../ui/icon';
import { RichText, SmartLink } from '../../ui/rich-text';
import { articleParts } from './article-parts';
import { useReveal } from '../../ui/use-reveal';
import { useSectionWords } from '../../i18n/dictionary-context';
import type { SectionWords } from '../../i18n/dictionaries/en';
import { treatmentArticleWords } from '../../i18n/section-words/treatment-article';
import './treatment-article.css';

type Section = SectionDefinition<'treatment-article'>;
type Sidebar = Section['sidebar'];

/** Key under which the last chosen sidebar entry is kept (SPEC: selecting one only records the name). */
export const SELECTED_TREATMENT_KEY = 'selectedTreatment';

/** The facts of the 'at a glance' box, in the order a patient asks (each labelled by the dictionary). */
const GLANCE_FACTS: ReadonlyArray<keyof Section['atAGlance'] & keyof SectionWords['treatmentArticle']> = ['visits', 'timePerVisit', 'anaesthesia', 'recovery'];

/**
 * A treatment's article beside its sidebar of in-page links and its image panel. On phones the
 * sidebar's links come first, as a row of chips above the article (the sidebar itself would only
 * appear after the whole article); from 900 px the sidebar sits beside the article. Inside the
 * article: an 'at a glance' box after the introduction and a captioned figure before the
 * second subheading.
 */
export default function TreatmentArticleSection({ section }: { section: Section }) {
  // Fades in and rises 40 px over 0.4 s once 20% visible, above 767 px only.
  const { ref: revealRef, className: revealClassName } = useReveal<HTMLElement>({ threshold: 0.2 });
  const [intro, middle, rest] = articleParts(section.article);
  return (
    <section className="treatment-article">
      <div className="container treatment-article__grid">
        <JumpChips sidebar={section.sidebar} />
        <article ref={revealRef} className={`treatment-article__body prose ${revealClassName}`}>
          <RichText blocks={intro} />
          <AtAGlance facts={section.atAGlance} />
          <RichText blocks={middle} />
          <Figure figure={section.figure} />
          <RichText blocks={rest} />
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
              <SmartLink className="button" href={section.panel.button.href}>
                {section.panel.button.label}
              </SmartLink>
            </div>
          </div>
        </aside>
      </div>
    </section>
  );
}

function remember(label: string) {
  try {
    localStorage.setItem(SELECTED_TREATMENT_KEY, label);
  } catch {
    // Private browsing may refuse storage; the link still works.
  }
}

function SidebarNav({ sidebar }: { sidebar: Sidebar }) {
  return (
    <nav className="treatment-sidebar" aria-label={sidebar.title}>
      <h2 className="treatment-sidebar__title">{sidebar.title}</h2>
      <ul className="plain-list">
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

/** The sidebar's links as chips before the article, for phones (hidden from 900 px, where the sidebar shows). */
function JumpChips({ sidebar }: { sidebar: Sidebar }) {
  const words = useSectionWords('treatmentArticle', treatmentArticleWords);
  return (
    <nav className="treatment-chips" aria-label={words.onThisPage(sidebar.title)}>
      <ul className="plain-list">
        {sidebar.items.map((item, i) => (
          <li key={`${item.anchor}-${i}`}>
            <a href={`#${item.anchor}`} onClick={() => remember(item.label)}>
              <Icon name={item.icon} size={16} />
              <span>{item.label}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function AtAGlance({ facts }: { facts: Section['atAGlance'] }) {
  const titleId = `${useId()}-glance`;
  const words = useSectionWords('treatmentArticle', treatmentArticleWords);
  return (
    <section className="treatment-glance" aria-labelledby={titleId}>
      <h3 id={titleId} className="treatment-glance__title">
        {words.glanceTitle}
      </h3>
      <dl>
        {GLANCE_FACTS.map((key) => (
          <div key={key} className="treatment-glance__item">
            <dt>{words[key]}</dt>
            <dd>{facts[key]}</dd>
          </div>
        ))}
      </dl>
      <p className="treatment-glance__note">{words.glanceNote}</p>
    </section>
  );
}

function Figure({ figure }: { figure: Section['figure'] }) {
  return (
    <figure className="treatment-figure">
      <img src={figure.image.src} alt={figure.image.alt} width={figure.image.width} height={figure.image.height} loading="lazy" decoding="async" />
      <figcaption>{figure.caption}</figcaption>
    </figure>
  );
}
