/** @jsxRuntime automatic */ // tsx runs server/ without a JSX setting (the root tsconfig.json only lists projects)
import { mediaUrl } from '../../../src/contract/api-contract';
import type { SlideRow } from '../../db/slide-repository';
import { ALT_TEXT_MAX } from '../content-text-rules';
import { SLIDES_PATH } from '../staff-paths';
import { InputField, SelectField, typedFields } from './content-fields';
import { EditFold, withCurrentImage } from './edit-fold';
import { focusFor, MoveButtons, OrderHint, REORDERABLE, type FocusedMove } from './move-buttons';
import { Notice } from './notice';

export interface SlidesPageProps {
  slides: SlideRow[];
  images: ReadonlyArray<{ image: string; label: string }>;
  notice?: string;
  errors?: Record<string, string>;
  typed?: Record<string, string>;
  /** The button to focus after a move without scripts. */
  focus?: FocusedMove;
}

/** A field of a slide's edit form, by its id on the page (one form per slide). */
export const slideFieldId = (slideId: number, field: 'image' | 'alt') => `slide-${slideId}-${field}`;

/** A slide's alt text and image, changed in place (its place kept); open when it was refused, with each error at its field. */
function SlideEditForm({
  slide,
  images,
  errors,
  typed,
}: {
  slide: SlideRow;
  images: SlidesPageProps['images'];
  errors: Record<string, string>;
  typed: Record<string, string>;
}) {
  const field = (name: 'image' | 'alt') => slideFieldId(slide.id, name);
  const refused = errors[field('image')] !== undefined || errors[field('alt')] !== undefined;
  // Every slide has these fields: their names say whose, for a screen reader's list of fields.
  const whose = <span className="visually-hidden"> of “{slide.alt}”</span>;
  const fields = typedFields(typed, errors);
  // The slide's own picture is a choice even when the library does not hold it (the demo slides).
  const options = withCurrentImage(images, slide.image, 'image');
  return (
    <EditFold open={refused} action={`${SLIDES_PATH}/${slide.id}/edit`} whose={`the slide ${slide.alt}`}>
      <SelectField
        {...fields(field('image'), 'image', slide.image)}
        label={<>Image{whose}</>}
        options={options.map((image) => ({ value: image.image, label: image.label }))}
      />
      <InputField {...fields(field('alt'), 'alt', slide.alt)} label={<>Alt text{whose}</>} maxLength={ALT_TEXT_MAX} required />
    </EditFold>
  );
}

/** The hero slides in their order, with the form to add one; each is edited in place, moves up or down, or is removed. */
export function SlidesPage({ slides, images, notice, errors = {}, typed = {}, focus }: SlidesPageProps) {
  const fields = typedFields(typed, errors);
  return (
    <>
      <h1>Hero slides</h1>
      <Notice text={notice} />
      <OrderHint />
      <p className="hint">The first slide is the home page’s largest picture: choose a wide photograph, at least 1600 pixels across.</p>
      {slides.length === 0 ? (
        <p className="empty">No slides: the home page shows the clinic’s name on its colours instead.</p>
      ) : (
        <ol className="media-grid" {...REORDERABLE}>
          {slides.map((slide, index) => (
            <li key={slide.id} id={`slide-${slide.id}`} className="media-grid__item" data-name={slide.alt}>
              <img src={mediaUrl(slide.image)} alt="" loading="lazy" />
              <p className="media-grid__name">
                <span data-position="">{index + 1}</span>. {slide.alt}
              </p>
              <MoveButtons
                action={`${SLIDES_PATH}/${slide.id}/move`}
                name={slide.alt}
                first={index === 0}
                last={index === slides.length - 1}
                focus={focusFor(focus, `slide-${slide.id}`)}
              />
              <SlideEditForm slide={slide} images={images} errors={errors} typed={typed} />
              <form method="post" action={`${SLIDES_PATH}/${slide.id}/delete`}>
                <button className="button button--small button--small-danger" type="submit" aria-label={`Remove the slide ${slide.alt}`}>
                  Remove
                </button>
              </form>
            </li>
          ))}
        </ol>
      )}
      <section className="panel" aria-labelledby="add-slide-title">
        <h2 id="add-slide-title">Add a slide</h2>
        <form method="post" action={SLIDES_PATH} className="article-form__row">
          <SelectField
            {...fields('slide-image', 'image')}
            label="Image"
            placeholder="Choose an image"
            hint="Upload it to the media library first."
            options={images.map((image) => ({ value: image.image, label: image.label }))}
          />
          <InputField {...fields('slide-alt', 'alt')} label="Alt text" maxLength={ALT_TEXT_MAX} required hint="What the picture shows." />
          <div>
            <button className="button" type="submit">
              Add the slide
            </button>
          </div>
        </form>
      </section>
    </>
  );
}
