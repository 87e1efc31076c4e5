import { useEffect, useState } from 'react';
import { mediaUrl } from '../../contract/api-contract';
import type { Testimonial } from '../../api/testimonials';
import { useTestimonials } from '../../api/use-testimonials';
import type { SectionDefinition } from '../../content/types';
import { Icon } from '../../ui/icon';
import { SmartLink } from '../../ui/rich-text';
import { Skeleton } from '../../ui/skeleton';
import { useVideoModal } from '../../ui/video-modal-context';
import './testimonials.css';

const SKELETON_COUNT = 6;

/**
 * 'What Our Patients Say': cards scroll endlessly (the list is rendered twice, the copy hidden from
 * assistive technology), pause while hovered or focused, and have a visible pause button; people
 * who prefer reduced motion start paused.
 */
export default function TestimonialsSection({ section }: { section: SectionDefinition<'testimonials'> }) {
  const { testimonials, isLoading } = useTestimonials();
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) setPaused(true);
  }, []);

  return (
    <section className="testimonials" aria-labelledby="testimonials-title">
      <div className="container testimonials__head">
        <h2 id="testimonials-title">{section.title}</h2>
        <div className="testimonials__actions">
          {testimonials.length > 0 && (
            <button type="button" className="testimonials__pause" aria-pressed={paused} onClick={() => setPaused((p) => !p)}>
              <Icon name={paused ? 'play' : 'pause'} size={16} />
              {paused ? 'Play' : 'Pause'}
            </button>
          )}
          <SmartLink className="button button--light" href={section.button.href}>{section.button.label}</SmartLink>
        </div>
      </div>
      {isLoading ? (
        <div className="testimonials__viewport" aria-busy="true" aria-label="Loading testimonials">
          <div className="testimonials__track testimonials__track--static">
            <Skeleton className="testimonial-card testimonial-card--skeleton" count={SKELETON_COUNT} />
          </div>
        </div>
      ) : testimonials.length === 0 ? null : (
        <div className="testimonials__viewport">
          <div
            className={`testimonials__track${paused ? ' is-paused' : ''}`}
            style={{ animationDuration: `${testimonials.length * 6}s` }}
          >
            <CardGroup testimonials={testimonials} />
            <CardGroup testimonials={testimonials} copy />
          </div>
        </div>
      )}
    </section>
  );
}

function CardGroup({ testimonials, copy = false }: { testimonials: Testimonial[]; copy?: boolean }) {
  const { openVideo } = useVideoModal();
  return (
    <ul className="testimonials__group" aria-hidden={copy || undefined} inert={copy || undefined}>
      {testimonials.map((t) => (
        <li key={t.id} className="testimonial-card">
          <div className="testimonial-card__person">
            <img src={mediaUrl(t.image)} alt="" width={56} height={56} loading="lazy" decoding="async" />
            <div>
              <p className="testimonial-card__name">{t.name}</p>
              <p className="testimonial-card__location">{t.location}</p>
            </div>
            {t.youtubeLink && (
              <button type="button" className="testimonial-card__play" onClick={() => openVideo(t.youtubeLink!)} aria-label={`Play ${t.name}'s video`}>
                <Icon name="play" size={18} />
              </button>
            )}
          </div>
          <blockquote className="testimonial-card__text">{t.description}</blockquote>
        </li>
      ))}
    </ul>
  );
}
