import type { SectionDefinition } from '../../content/types';
import './page-banner.css';

/** The page's header banner: its only h1 and a short line. */
export default function PageBannerSection({ section }: { section: SectionDefinition<'page-banner'> }) {
  return (
    <header className="page-banner">
      <div className="container page-banner__inner">
        {section.eyebrow && <p className="page-banner__eyebrow">{section.eyebrow}</p>}
        <h1 className="page-banner__title">{section.title}</h1>
        {section.subtitle && <p className="page-banner__subtitle">{section.subtitle}</p>}
      </div>
    </header>
  );
}
