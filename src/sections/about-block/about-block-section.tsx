import { useId } from 'react';
import { useContentIndex } from '../../content/content-context';
import { leadDentist } from '../../content/dentists';
import type { SectionDefinition } from '../../content/types';
import { Icon } from '../../ui/icon';
import { ReadMore } from '../../ui/read-more';
import { SmartLink } from '../../ui/rich-text';
import { ABOUT_BLOCK_DEFAULTS as DEFAULTS, defaultParagraphs } from './about-block-defaults';
import { RotatingTagline } from './rotating-tagline';
import { useSectionWords } from '../../i18n/dictionary-context';
import { aboutBlockWords } from '../../i18n/section-words/about-block';
import './about-block.css';

/**
 * The reusable "About Us" block: an image with the experience badge and the rotating circular
 * tagline, then the label, title, up to three paragraphs, a button and the dentist's signature.
 * Every text can be set by the page; what it leaves out is the spec's default.
 */
export default function AboutBlockSection({ section }: { section: SectionDefinition<'about-block'> }) {
  const index = useContentIndex();
  const { site } = index;
  const titleId = `${useId().replace(/[^a-zA-Z0-9_-]/g, '')}-about-title`;
  const words = useSectionWords('aboutBlock', aboutBlockWords);
  const paragraphs = section.paragraphs ?? defaultParagraphs(index, words);
  const button = { label: words.button, href: DEFAULTS.buttonHref, ...section.button };
  const image = section.image ?? { ...DEFAULTS.image, alt: words.imageAlt };
  const signature = section.signature ?? { ...DEFAULTS.signature, alt: words.signatureAlt(leadDentist(site).name) };

  return (
    <section className="about-block" id={section.id} aria-labelledby={titleId}>
      <div className="container about-block__grid split">
        <div className="about-block__media">
          <img className="about-block__image" src={image.src} alt={image.alt} width={image.width} height={image.height} loading="lazy" decoding="async" />
          <p className="about-block__badge">
            <strong>{section.badgeValue ?? site.clinic.experienceYears}</strong> <span>{section.badgeLabel ?? words.badgeLabel}</span>
          </p>
          <RotatingTagline text={section.tagline ?? words.tagline} />
        </div>
        <div className="about-block__body">
          <p className="section-label about-block__label">
            <Icon name="tooth" size={18} /> {section.label ?? words.label}
          </p>
          <h2 className="about-block__title" id={titleId}>
            {section.title ?? words.title}
          </h2>
          <ReadMore paragraphs={paragraphs} paragraphClassName="about-block__text" />
          <div className="about-block__footer">
            <SmartLink className="button" href={button.href}>
              {button.label}
            </SmartLink>
            <img
              className="about-block__signature"
              src={signature.src}
              alt={signature.alt}
              width={signature.width}
              height={signature.height}
              loading="lazy"
              decoding="async"
            />
          </div>
        </div>
      </div>
    </section>
  );
}
