/** @jsxRuntime automatic */ // tsx runs server/ without a JSX setting (the root tsconfig.json only lists projects)
import { mediaUrl } from '../../../src/contract/api-contract';
import type { TestimonialRow } from '../../db/testimonial-repository';
import { TESTIMONIALS_PATH } from '../staff-paths';
import { InputField, SelectField, TextAreaField } from './content-fields';

export interface TestimonialsPageProps {
  testimonials: TestimonialRow[];
  images: ReadonlyArray<{ image: string; label: string }>;
  notice?: string;
  /** A refused form's messages: the add form's by field (`testimonial-<field>`), a publication's by `publish-<id>`. */
  errors?: Record<string, string>;
  typed?: Record<string, string>;
  /** Today at the clinic, the latest a consent can be dated. */
  today: string;
}

export const TESTIMONIAL_LIMITS = { name: 60, location: 60, text: 600 } as const;

/** Testimonials with their state and consent; the add form, which records the consent; publish, unpublish, remove. */
export function TestimonialsPage({ testimonials, images, notice, errors = {}, typed = {}, today }: TestimonialsPageProps) {
  return (
    <>
      <h1>Testimonials</h1>
      {notice && (
        <p className="notice notice--success" role="status">
          {notice}
        </p>
      )}
      <ul className="article-list">
        {testimonials.map((testimonial) => (
          <li key={testimonial.id} id={`testimonial-${testimonial.id}`} className="article-list__item testimonial-item">
            <img src={mediaUrl(testimonial.image)} alt="" width={64} height={64} />
            <div>
              <h2 className="article-list__title">
                {testimonial.name}, {testimonial.location}
              </h2>
              <p className="article-list__meta">
                <span className={`badge badge--article-${testimonial.state}`}>{testimonial.state === 'published' ? 'Published' : 'Draft'}</span>{' '}
                {testimonial.consentOn
                  ? `Consent given ${testimonial.consentOn}${testimonial.consentRecordedBy ? `, recorded by ${testimonial.consentRecordedBy}` : ''}`
                  : 'No consent recorded'}
              </p>
              <p>{testimonial.description}</p>
              {testimonial.youtubeLink && <p className="article-list__meta">Video: {testimonial.youtubeLink}</p>}
              {errors[`publish-${testimonial.id}`] && (
                <p className="field__error" role="alert">
                  {errors[`publish-${testimonial.id}`]}
                </p>
              )}
              <div className="panel__actions">
                <form method="post" action={`${TESTIMONIALS_PATH}/${testimonial.id}/${testimonial.state === 'published' ? 'unpublish' : 'publish'}`}>
                  <button
                    className="button button--small"
                    type="submit"
                    aria-label={`${testimonial.state === 'published' ? 'Unpublish' : 'Publish'} the testimonial of ${testimonial.name}`}
                  >
                    {testimonial.state === 'published' ? 'Unpublish' : 'Publish'}
                  </button>
                </form>
                <form method="post" action={`${TESTIMONIALS_PATH}/${testimonial.id}/delete`}>
                  <button className="button button--small button--small-danger" type="submit" aria-label={`Remove the testimonial of ${testimonial.name}`}>
                    Remove
                  </button>
                </form>
              </div>
            </div>
          </li>
        ))}
      </ul>
      <section className="panel" aria-labelledby="add-testimonial-title">
        <h2 id="add-testimonial-title">Add a testimonial</h2>
        <form method="post" action={TESTIMONIALS_PATH} className="article-form">
          <div className="article-form__row">
            <InputField
              id="testimonial-name"
              name="name"
              label="Patient’s name"
              value={typed['testimonial-name'] ?? ''}
              error={errors['testimonial-name']}
              maxLength={TESTIMONIAL_LIMITS.name}
              required
            />
            <InputField
              id="testimonial-location"
              name="location"
              label="Where they are from"
              value={typed['testimonial-location'] ?? ''}
              error={errors['testimonial-location']}
              maxLength={TESTIMONIAL_LIMITS.location}
              required
            />
          </div>
          <TextAreaField
            id="testimonial-text"
            name="text"
            label="What they said"
            rows={4}
            value={typed['testimonial-text'] ?? ''}
            error={errors['testimonial-text']}
            required
            count={{ value: typed['testimonial-text'] ?? '', max: TESTIMONIAL_LIMITS.text }}
          />
          <SelectField
            id="testimonial-image"
            name="image"
            label="Photo"
            value={typed['testimonial-image'] ?? ''}
            error={errors['testimonial-image']}
            placeholder="Choose a photo"
            hint="From the media library."
            options={images.map((image) => ({ value: image.image, label: image.label }))}
          />
          <InputField
            id="testimonial-video"
            name="video"
            label="YouTube link (optional)"
            type="url"
            value={typed['testimonial-video'] ?? ''}
            error={errors['testimonial-video']}
          />
          <fieldset className="consent" aria-describedby={errors['testimonial-consent'] ? 'testimonial-consent-error' : undefined}>
            <legend>Consent</legend>
            {errors['testimonial-consent'] && (
              <p id="testimonial-consent-error" className="field__error">
                {errors['testimonial-consent']}
              </p>
            )}
            <div className="checkbox">
              <input id="testimonial-consent" type="checkbox" name="consent" value="yes" defaultChecked={typed['testimonial-consent'] === 'yes'} />
              <label htmlFor="testimonial-consent">The patient agreed in writing to these words, their name and photo being published on the site.</label>
            </div>
            <InputField
              id="testimonial-consentOn"
              name="consentOn"
              type="date"
              label="Date of the consent"
              value={typed['testimonial-consentOn'] ?? ''}
              error={errors['testimonial-consentOn']}
              hint={`Without consent it is saved as a draft, which cannot be published. At the latest ${today}.`}
            />
          </fieldset>
          <div>
            <button className="button" type="submit">
              Save the testimonial
            </button>
          </div>
        </form>
      </section>
    </>
  );
}
