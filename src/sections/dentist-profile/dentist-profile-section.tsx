import type { SectionDefinition } from '../../content/types';
import { Icon } from '../../ui/icon';
import { ReadMore } from '../../ui/read-more';
import { SmartLink } from '../../ui/rich-text';
import './dentist-profile.css';

/** The lead dentist's portrait and biography, with a booking button. */
export default function DentistProfileSection({ section }: { section: SectionDefinition<'dentist-profile'> }) {
  const { image } = section;
  return (
    <section className="dentist-profile" aria-labelledby="dentist-profile-title">
      <div className="container dentist-profile__grid split">
        <div className="dentist-profile__portrait">
          {/* Near the top of the page: loaded at once, it is often the largest image on screen. */}
          <img src={image.src} alt={image.alt} width={image.width} height={image.height} decoding="async" fetchPriority="high" />
        </div>
        <div className="dentist-profile__body">
          {section.label && (
            <p className="section-label dentist-profile__label">
              <Icon name="tooth" size={18} /> {section.label}
            </p>
          )}
          <h2 id="dentist-profile-title" className="dentist-profile__title">
            {section.title}
          </h2>
          <ReadMore paragraphs={section.biography} />
          <SmartLink className="button dentist-profile__button" href={section.button.href}>
            <Icon name="calendar" size={18} /> {section.button.label}
          </SmartLink>
        </div>
      </div>
    </section>
  );
}
