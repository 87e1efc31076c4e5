import { useLocation } from 'react-router-dom';
import { AppLink } from '../../ui/app-link';
import { useGalleryCategories, useGalleryItems, type GalleryItem } from '../../api/gallery';
import { mediaUrl } from '../../contract/api-contract';
import type { SectionDefinition } from '../../content/types';
import { Icon } from '../../ui/icon';
import { Skeleton } from '../../ui/skeleton';
import { useVideoModal } from '../../ui/video-modal-context';
import { useUrlCategory } from '../../ui/use-url-category';
import { EmptyState } from '../../ui/empty-state';
import { galleryWords } from '../../i18n/section-words/gallery';
import { useSectionWords } from '../../i18n/dictionary-context';
import { controlsWords } from '../../i18n/section-words/controls';
import './gallery.css';

const CATEGORY_SKELETONS = 5;
const IMAGE_SKELETONS = 4;
/** Items in the first row at the widest layout: loaded at once; the rest lazily. */
const FIRST_ROW = 4;

/** Category chips ("All" first) over the grid of the chosen category; videos open in the shared video dialog. */
export default function GallerySection({ section }: { section: SectionDefinition<'gallery'> }) {
  const words = useSectionWords('gallery', galleryWords);
  const { categories, isLoading: categoriesLoading } = useGalleryCategories();
  const { selected, choose, ready } = useUrlCategory(categories, categoriesLoading);
  const { items, isLoading } = useGalleryItems(selected, ready);
  const { pathname } = useLocation();
  const chips = [{ id: undefined, name: section.allLabel ?? words.all }, ...categories];

  return (
    <section className="gallery" aria-labelledby="gallery-title">
      <div className="container">
        <div className="gallery__head">
          <h2 id="gallery-title" className="gallery__title">
            {section.title}
          </h2>
          {section.intro && <p className="gallery__intro">{section.intro}</p>}
        </div>
        <nav className="gallery__chips" aria-label={words.categories} aria-busy={categoriesLoading || undefined}>
          {categoriesLoading ? (
            <div className="gallery__chip-row">
              <Skeleton className="gallery__chip gallery__chip--skeleton" count={CATEGORY_SKELETONS} />
            </div>
          ) : (
            <ul className="plain-list gallery__chip-row">
              {chips.map((chip) => (
                <li key={chip.id ?? 'all'}>
                  <AppLink
                    className="gallery__chip"
                    to={chip.id === undefined ? pathname : `${pathname}?category=${chip.id}`}
                    // A filter, not a new page: the view stays where it is (see ScrollManager).
                    state={{ keepScroll: true }}
                    aria-current={chip.id === selected ? 'true' : undefined}
                    onClick={() => choose(chip.id)}
                  >
                    {chip.name}
                  </AppLink>
                </li>
              ))}
            </ul>
          )}
        </nav>
        <div className="gallery__results" aria-live="polite" aria-busy={isLoading || undefined}>
          {isLoading ? (
            <div className="gallery__grid" aria-label={words.loading}>
              <Skeleton className="gallery__tile gallery__tile--skeleton" count={IMAGE_SKELETONS} />
            </div>
          ) : items.length === 0 ? (
            <EmptyState
              icon={<Icon name="smile" size={36} />}
              title={section.emptyTitle ?? words.emptyTitle}
              text={section.emptyText ?? words.emptyText}
              headingLevel={3}
            />
          ) : (
            <ul className="plain-list gallery__grid">
              {items.map((item, index) => (
                <GalleryTile key={item.id} item={item} eager={index < FIRST_ROW} />
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
}

/**
 * Rows of the masonry grid a tile spans: its height in twelfths of a column's width (so 4:3, 1:1
 * and 3:4 images span exactly 9, 12 and 16), plus one for the gap below it. Every image shows
 * whole, in reading order left to right, without a script measuring anything.
 */
export function tileRowSpan(width: number, height: number): number {
  return Math.max(1, Math.round((12 * height) / width)) + 1;
}

function GalleryTile({ item, eager }: { item: GalleryItem; eager: boolean }) {
  const { openVideo } = useVideoModal();
  const common = useSectionWords('controls', controlsWords);
  const video = item.youtubeLink;
  return (
    <li className="gallery__tile" style={{ gridRowEnd: `span ${tileRowSpan(item.width, item.height)}` }}>
      <img src={mediaUrl(item.image)} alt={item.alt} width={item.width} height={item.height} loading={eager ? undefined : 'lazy'} decoding="async" />
      {video && (
        // A link to the video itself: without JavaScript it opens the video's page; with it, the
        // shared video dialog opens over the gallery instead.
        <a
          className="gallery__play"
          href={video}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={common.playVideo(item.alt)}
          onClick={(event) => {
            event.preventDefault();
            openVideo(video);
          }}
        >
          <Icon name="play" size={26} />
        </a>
      )}
    </li>
  );
}
