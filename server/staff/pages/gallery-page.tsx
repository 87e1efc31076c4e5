/** @jsxRuntime automatic */ // tsx runs server/ without a JSX setting (the root tsconfig.json only lists projects)
import { mediaUrl } from '../../../src/contract/api-contract';
import type { GalleryCategoryRow, GalleryItemRow } from '../../db/gallery-repository';
import { GALLERY_PATH } from '../staff-paths';
import { InputField, SelectField, typedFields } from './content-fields';
import { EditFold } from './edit-fold';
import { ErrorText } from './form-fields';
import { focusFor, MoveButtons, OrderHint, REORDERABLE, type FocusedMove } from './move-buttons';
import { Notice } from './notice';

export interface GalleryPageProps {
  categories: GalleryCategoryRow[];
  items: GalleryItemRow[];
  images: ReadonlyArray<{ image: string; label: string }>;
  notice?: string;
  /** A refused form's message, by the form: `new-category`, `category-<id>`, or an item field (`item-category`, `item-image`, `item-alt`, `item-youtube`). */
  errors?: Record<string, string>;
  typed?: Record<string, string>;
  /** The button to focus after a move without scripts. */
  focus?: FocusedMove;
}

/** "1 item", "3 items": a category's count, as the page shows it. */
const itemCount = (items: number) => (items === 1 ? '1 item' : `${items} items`);

/** An item's alt text, category and video link, changed in place; open when it was refused, with each error at its field. */
function ItemEditForm({
  item,
  categories,
  errors,
  typed,
}: {
  item: GalleryItemRow;
  categories: GalleryCategoryRow[];
  errors: Record<string, string>;
  typed: Record<string, string>;
}) {
  const field = (name: string) => `item-${item.id}-${name}`;
  const refused = ['category', 'alt', 'youtube'].some((name) => errors[field(name)]);
  // Each item has these fields: their names say whose, for a screen reader's list of fields.
  const whose = <span className="visually-hidden"> of “{item.alt}”</span>;
  const fields = typedFields(typed, errors);
  return (
    <EditFold open={refused} action={`${GALLERY_PATH}/items/${item.id}/edit`} whose={item.alt}>
      <SelectField
        {...fields(field('category'), 'category', String(item.categoryId))}
        label={<>Category{whose}</>}
        options={categories.map((category) => ({ value: String(category.id), label: category.name }))}
      />
      <InputField {...fields(field('alt'), 'alt', item.alt)} label={<>Alt text{whose}</>} maxLength={200} required />
      <InputField {...fields(field('youtube'), 'youtube', item.youtubeLink ?? '')} label={<>YouTube link (for a video){whose}</>} type="url" />
    </EditFold>
  );
}

/** The gallery's categories and items, every change a plain form; order by Up and Down buttons (keyboard and pointer alike), or by dragging where the script runs. */
export function GalleryPage({ categories, items, images, notice, errors = {}, typed = {}, focus }: GalleryPageProps) {
  const fields = typedFields(typed, errors);
  return (
    <>
      <h1>Gallery</h1>
      <Notice text={notice} />
      <OrderHint />
      <section className="panel" aria-labelledby="categories-title">
        <h2 id="categories-title">Categories</h2>
        <ol className="gallery-categories" {...REORDERABLE}>
          {categories.map((category, index) => (
            <li key={category.id} id={`category-${category.id}`} className="gallery-categories__item" data-name={category.name}>
              <p className="gallery-categories__name">
                <strong>{category.name}</strong> (<span data-item-count={category.id}>{itemCount(category.items)}</span>)
              </p>
              <ErrorText id={`category-${category.id}-error`} error={errors[`category-${category.id}`]} alert />
              <MoveButtons
                action={`${GALLERY_PATH}/categories/${category.id}/move`}
                name={category.name}
                first={index === 0}
                last={index === categories.length - 1}
                focus={focusFor(focus, `category-${category.id}`)}
              />
              <form method="post" action={`${GALLERY_PATH}/categories/${category.id}/rename`} className="inline-form">
                <label htmlFor={`category-${category.id}-name`}>New name</label>
                <input id={`category-${category.id}-name`} name="name" defaultValue={category.name} maxLength={60} required />
                <button className="button button--small" type="submit">
                  Rename
                </button>
              </form>
              <form method="post" action={`${GALLERY_PATH}/categories/${category.id}/delete`} className="inline-form">
                {category.items > 0 && (
                  <>
                    <label htmlFor={`category-${category.id}-move`}>Move its items to</label>
                    <select id={`category-${category.id}-move`} name="moveTo" required>
                      <option value="">Choose a category</option>
                      {categories
                        .filter((other) => other.id !== category.id)
                        .map((other) => (
                          <option key={other.id} value={other.id}>
                            {other.name}
                          </option>
                        ))}
                    </select>
                  </>
                )}
                <button className="button button--small button--small-danger" type="submit">
                  {category.items > 0 ? 'Move the items and delete' : 'Delete'}
                </button>
              </form>
            </li>
          ))}
        </ol>
        <form method="post" action={`${GALLERY_PATH}/categories`} className="inline-form">
          <InputField {...fields('new-category', 'name')} label="Add a category" maxLength={60} required />
          <button className="button" type="submit">
            Add category
          </button>
        </form>
      </section>

      <section className="panel" aria-labelledby="add-item-title">
        <h2 id="add-item-title">Add to the gallery</h2>
        <form method="post" action={`${GALLERY_PATH}/items`} className="article-form__row">
          <SelectField
            {...fields('item-category', 'category')}
            label="Category"
            placeholder="Choose a category"
            options={categories.map((category) => ({ value: String(category.id), label: category.name }))}
          />
          <SelectField
            {...fields('item-image', 'image')}
            label="Image"
            placeholder="Choose an image"
            hint="Upload it to the media library first. For a video, the image is its poster."
            options={images.map((image) => ({ value: image.image, label: image.label }))}
          />
          <InputField {...fields('item-alt', 'alt')} label="Alt text" maxLength={200} required hint="What the picture shows." />
          <InputField
            {...fields('item-youtube', 'youtube')}
            label="YouTube link (for a video)"
            type="url"
            hint="Optional: https://www.youtube.com/watch?v=… or https://youtu.be/…"
          />
          <div>
            <button className="button" type="submit">
              Add to the gallery
            </button>
          </div>
        </form>
      </section>

      {categories.map((category) => {
        const own = items.filter((item) => item.categoryId === category.id);
        return (
          <section key={category.id} className="panel" aria-labelledby={`items-${category.id}-title`}>
            <h2 id={`items-${category.id}-title`}>{category.name}</h2>
            <p data-empty-note="" hidden={own.length > 0}>
              Nothing in this category yet.
            </p>
            {/* Empty or not, each category's list is there: the drag script drops items into it from the others. */}
            <ol className="media-grid" {...REORDERABLE} data-reorder-group="gallery-items" data-category={category.id} data-category-name={category.name}>
              {own.map((item, index) => (
                <li key={item.id} id={`item-${item.id}`} className="media-grid__item" data-name={item.alt}>
                  <img src={mediaUrl(item.image)} alt="" loading="lazy" />
                  <p className="media-grid__name">{item.alt}</p>
                  {item.youtubeLink && <p className="media-grid__meta">Video: {item.youtubeLink}</p>}
                  <MoveButtons
                    action={`${GALLERY_PATH}/items/${item.id}/move`}
                    name={item.alt}
                    first={index === 0}
                    last={index === own.length - 1}
                    focus={focusFor(focus, `item-${item.id}`)}
                  />
                  <ItemEditForm item={item} categories={categories} errors={errors} typed={typed} />
                  <form method="post" action={`${GALLERY_PATH}/items/${item.id}/delete`}>
                    <button className="button button--small button--small-danger" type="submit" aria-label={`Remove ${item.alt} from the gallery`}>
                      Remove
                    </button>
                  </form>
                </li>
              ))}
            </ol>
          </section>
        );
      })}
    </>
  );
}
