import { AppLink } from './app-link';
import type { TreatmentCard as TreatmentCardData } from '../content/derived-lists';
import { Icon } from './icon';
import './treatment-card.css';

/**
 * One treatment's card (the treatments overview and the home carousel): picture, icon, title,
 * description and a "Read More" link to its page; the whole card is the link's target. The card
 * is a list item (put it in a <ul>) unless `as="div"` (a carousel's slide, which is a group itself).
 */
export function TreatmentCard({
  card,
  readMore,
  featured = false,
  as: Element = 'li',
}: {
  card: TreatmentCardData;
  readMore: string;
  featured?: boolean;
  as?: 'li' | 'div';
}) {
  return (
    <Element className={`treatment-card${featured ? ' treatment-card--featured' : ''}`}>
      <img
        className="treatment-card__image"
        src={card.backgroundImage.src}
        alt=""
        width={card.backgroundImage.width}
        height={card.backgroundImage.height}
        loading="lazy"
        decoding="async"
      />
      <div className="treatment-card__body">
        <span className="treatment-card__icon">
          <Icon name={card.icon} size={24} />
        </span>
        <h3 className="treatment-card__title">{card.title}</h3>
        <p className="treatment-card__description">{card.description}</p>
        <AppLink className="treatment-card__link" to={card.path} aria-label={`${readMore}: ${card.title}`}>
          {readMore} <span aria-hidden="true">→</span>
        </AppLink>
      </div>
    </Element>
  );
}
