import type { ReactNode } from 'react';
import './empty-state.css';

/**
 * What a list shows when it has nothing to show (no images in a category, no blogs for a search):
 * an icon, a title and a line of text in a dashed panel. The heading level follows the page's outline.
 */
export function EmptyState({ icon, title, text, headingLevel = 2 }: { icon: ReactNode; title: string; text: string; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="empty-state">
      <span className="empty-state__icon" aria-hidden="true">
        {icon}
      </span>
      <Heading className="empty-state__title">{title}</Heading>
      <p className="empty-state__text">{text}</p>
    </div>
  );
}
