import { mediaUrl } from '../../contract/api-contract';
import type { Testimonial } from '../../api/testimonials';
import { useTestimonials } from '../../api/use-testimonials';
import { useSite } from '../../content/content-context';
import type { SectionDefinition } from '../../content/types';
import { Icon } from '../../ui/icon';
import { Marquee } from '../../ui/marquee';
import { PlayPauseButton } from '../../ui/play-pause-button';
import { SmartLink } from '../../ui/rich-text';
import { Skeleton } from '../../ui/skeleton';
import { useAutoplayPause } from '../../ui/use-autoplay-pause';
import { useVideoModal } from '../../ui/video-modal-context';
import { useDictionary, useSectionWords } from '../../i18n/dictionary-context';
import { testimonialsWords } from '../../i18n/section-words/testimonials';
import './testimonials.css';

const SKELETON_COUNT = 6;
/** Seconds each card takes to pass, so a longer list does not scroll faster. */
const SECONDS_PER_CARD = 6;

/**
 * 'What Our Patients Say' (with, when the page asks, a link to the clinic's review page, opening
 * in a new tab): cards scroll endlessly on the shared Marquee (the list rendered twice, the
 * copy hidden from assistive technology), pause while hovered or focused, and have a visible pause
 * button; people who prefer reduced motion start paused. Six skeleton cards while loading.
 */
export default function TestimonialsSection({ section }: { section: SectionDefinition<'testimonials'> }) {
  const { testimonials, isLoading } = useTestimonials();
  const { paused, togglePaused } = useAutoplayPause();
  const { common } = useDictionary();
  const words = useSectionWords('testimonials', testimonialsWords);
  const reviews = useSite().clinic.social.find((link) => link.network === 'reviews');

  return (
    <section className="testimonials" aria-labelledby="testimonials-title">
      <div className="container testimonials__head">
        <h2 id="testimonials-title">{section.title}</h2>
        <div className="testimonials__actions">
          {testimonials.length > 0 && (
            <PlayPauseButton className="testimonials__pause" paused={paused} onToggle={togglePaused} pauseLabel={words.pause} playLabel={words.play} />
          )}
          <SmartLink className="button button--light" href={section.button.href}>
            {section.button.label}
          </SmartLink>
          {section.reviewLabel && reviews && (
            <SmartLink className="button testimonials__review" href={reviews.href}>
              {section.reviewLabel} <Icon name="star" size={16} />
              <span className="visually-hidden"> {common.newTab}</span>
            </SmartLink>
          )}
        </div>
      </div>
      {isLoading ? (
        <div className="testimonials__viewport" aria-busy="true" aria-label={words.loading}>
          <div className="testimonials__group">
            <Skeleton className="testimonial-card testimonial-card--skeleton" count={SKELETON_COUNT} />
          </div>
        </div>
      ) : testimonials.length === 0 ? null : (
        <Marquee paused={paused} cycleSeconds={testimonials.length * SECONDS_PER_CARD} groupClassName="testimonials__group">
          <TestimonialCards testimonials={testimonials} />
        </Marquee>
      )}
    </section>
  );
}

/**
 * Each patient's name, place and words as they wrote them, marked with the language they wrote in
 * (whatever the page's), so browsers and screen readers pick its script's font and voice. The
 * card's own words (the video link's name) stay in the page's language.
 */
function TestimonialCards({ testimonials }: { testimonials: Testimonial[] }) {
  const { openVideo } = useVideoModal();
  return testimonials.map((t) => (
    <li key={t.id} className="testimonial-card">
      <div className="testimonial-card__person">
        <img src={mediaUrl(t.image)} alt="" width={56} height={56} loading="lazy" decoding="async" />
        <div lang={t.language}>
          <p className="testimonial-card__name">{t.name}</p>
          <p className="testimonial-card__location">{t.location}</p>
        </div>
        {t.youtubeLink && <PlayVideoLink video={t.youtubeLink} name={t.name} openVideo={openVideo} />}
      </div>
      <blockquote className="testimonial-card__text" lang={t.language}>
        {t.description}
      </blockquote>
    </li>
  ));
}

/**
 * A link to the patient's video itself: without JavaScript (or before the strip's code has come) it
 * opens the video's page; with it, the shared video popup opens over the page instead.
 */
function PlayVideoLink({ video, name, openVideo }: { video: string; name: string; openVideo: (url: string) => void }) {
  const words = useSectionWords('testimonials', testimonialsWords);
  return (
    <a
      className="testimonial-card__play"
      href={video}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={words.playVideo(name)}
      onClick={(event) => {
        event.preventDefault();
        openVideo(video);
      }}
    >
      <Icon name="play" size={18} />
    </a>
  );
}
