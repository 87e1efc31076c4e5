/** @jsxRuntime automatic */ // tsx runs server/ without a JSX setting (the root tsconfig.json only lists projects)
import type { ReactNode } from 'react';
import { mediaUrl } from '../../../src/contract/api-contract';
import { DEFAULT_LANGUAGE, LANGUAGE_FACTS, LANGUAGES } from '../../../src/i18n/languages';
import type { TestimonialRow } from '../../db/testimonial-repository';
import { TESTIMONIALS_PATH } from '../staff-paths';
import { TESTIMONIAL_FIELDS, TESTIMONIAL_LIMITS, testimonialFieldId, type TestimonialField, type TestimonialTyped } from '../testimonial-input';
import { InputField, SelectField, TextAreaField } from './content-fields';
import { EditFold, withCurrentImage } from './edit-fold';
import { ErrorText } from './form-fields';
import { Notice } from './notice';

export interface TestimonialsPageProps {
  testimonials: TestimonialRow[];
  images: ReadonlyArray<{ image: string; label: string }>;
  notice?: string;
  /** A refused form's messages: the add form's by field (`testimonial-<field>`), an edit form's by `testimonial-<id>-<field>`, a publication's by `publish-<id>`. */
  errors?: Record<string, string>;
  typed?: Record<string, string>;
  /** Today at the clinic, the latest a consent can be dated. */
  today: string;
}

/**
 * A testimonial's fields, for the add form (`testimonial-<field>`) and each edit form
 * (`testimonial-<id>-<field>`): `id` makes a field's id, `value` what it shows (what was typed, else
 * the testimonial's own), `whose` what the labels add for a screen reader's list of fields.
 */
function TestimonialFields({
  id,
  value,
  errors,
  images,
  today,
  whose,
  consentHint,
}: {
  id: (field: TestimonialField) => string;
  value: (field: TestimonialField) => string;
  errors: Record<string, string>;
  images: TestimonialsPageProps['images'];
  today: string;
  whose?: ReactNode;
  consentHint: string;
}) {
  const error = (field: TestimonialField) => errors[id(field)];
  // Each field's id, name, what it shows and its error, by its name.
  const field = (name: TestimonialField) => ({ id: id(name), name, value: value(name), error: error(name) });
  return (
    <>
      <div className="article-form__row">
        <InputField {...field('name')} label={<>Patient’s name{whose}</>} maxLength={TESTIMONIAL_LIMITS.name} required />
        <InputField {...field('location')} label={<>Where they are from{whose}</>} maxLength={TESTIMONIAL_LIMITS.location} required />
      </div>
      <TextAreaField {...field('text')} label={<>What they said{whose}</>} rows={4} required count={{ value: value('text'), max: TESTIMONIAL_LIMITS.text }} />
      <div className="article-form__row">
        <SelectField
          {...field('image')}
          label={<>Photo{whose}</>}
          placeholder="Choose a photo"
          hint="From the media library."
          options={images.map((image) => ({ value: image.image, label: image.label }))}
        />
        <SelectField
          {...field('language')}
          label={<>Language{whose}</>}
          hint="The language the patient wrote it in: it is shown as written on every page."
          options={LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_FACTS[language].nativeName }))}
        />
      </div>
      <InputField {...field('video')} label={<>YouTube link (optional){whose}</>} type="url" />
      <fieldset className="consent" aria-describedby={error('consent') ? `${id('consent')}-error` : undefined}>
        <legend>Consent{whose}</legend>
        <ErrorText id={`${id('consent')}-error`} error={error('consent')} />
        <div className="checkbox">
          <input
            id={id('consent')}
            type="checkbox"
            name="consent"
            value="yes"
            defaultChecked={value('consent') === 'yes'}
            aria-invalid={error('consent') ? true : undefined}
            aria-describedby={error('consent') ? `${id('consent')}-error` : undefined}
          />
          <label htmlFor={id('consent')}>The patient agreed in writing to these words, their name and photo being published on the site.</label>
        </div>
        <InputField {...field('consentOn')} type="date" label={<>Date of the consent{whose}</>} hint={`${consentHint} At the latest ${today}.`} />
      </fieldset>
    </>
  );
}

/** A testimonial as its edit form first shows it, field by field. */
function savedValues(testimonial: TestimonialRow): TestimonialTyped {
  return {
    name: testimonial.name,
    location: testimonial.location,
    text: testimonial.description,
    image: testimonial.image,
    video: testimonial.youtubeLink ?? '',
    language: testimonial.language,
    consent: testimonial.consentOn ? 'yes' : '',
    consentOn: testimonial.consentOn ?? '',
  };
}

/** A testimonial's every field, changed in place; open when it was refused, with each error at its field and what was typed. */
function TestimonialEditForm({
  testimonial,
  images,
  errors,
  typed,
  today,
}: {
  testimonial: TestimonialRow;
  images: TestimonialsPageProps['images'];
  errors: Record<string, string>;
  typed: Record<string, string>;
  today: string;
}) {
  const id = (field: TestimonialField) => testimonialFieldId(field, testimonial.id);
  const refused = TESTIMONIAL_FIELDS.some((field) => errors[id(field)]);
  const saved = savedValues(testimonial);
  // A refused form shows what was typed (an unticked box is absent from it: typed, but empty).
  const value = (field: TestimonialField) => (refused ? (typed[id(field)] ?? '') : saved[field]);
  // The photo it has stays a choice even when the library does not hold it (the demo testimonials).
  const photos = withCurrentImage(images, testimonial.image, 'photo');
  return (
    <EditFold
      open={refused}
      action={`${TESTIMONIALS_PATH}/${testimonial.id}/edit`}
      whose={`the testimonial of ${testimonial.name}`}
      formClassName="article-form"
    >
      <TestimonialFields
        id={id}
        value={value}
        errors={errors}
        images={photos}
        today={today}
        whose={<span className="visually-hidden"> ({testimonial.name})</span>}
        consentHint={
          testimonial.state === 'published'
            ? 'Unticking the box takes the testimonial off the site when you save. Ticked, it records that the patient agreed to the words as they now stand.'
            : 'Without consent it stays a draft, which cannot be published.'
        }
      />
    </EditFold>
  );
}

/** Testimonials with their state and consent, each edited in place; the add form, which records the consent; publish, unpublish, remove. */
export function TestimonialsPage({ testimonials, images, notice, errors = {}, typed = {}, today }: TestimonialsPageProps) {
  return (
    <>
      <h1>Testimonials</h1>
      <Notice text={notice} />
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
              <ErrorText error={errors[`publish-${testimonial.id}`]} alert />
              <TestimonialEditForm testimonial={testimonial} images={images} errors={errors} typed={typed} today={today} />
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
          <TestimonialFields
            id={(field) => testimonialFieldId(field)}
            value={(field) => typed[testimonialFieldId(field)] ?? (field === 'language' ? DEFAULT_LANGUAGE : '')}
            errors={errors}
            images={images}
            today={today}
            consentHint="Without consent it is saved as a draft, which cannot be published."
          />
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
