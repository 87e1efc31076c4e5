/** The English words of gallery (see SectionWords in ../dictionaries/en.ts: loaded with what shows them, not on every page). */
export const galleryWords = {
  all: 'All',
  emptyTitle: 'No Image or Video Found',
  emptyText: 'There are no images or videos in this category yet. Please check back later, or choose another category.',
  categories: 'Gallery categories',
  loading: 'Loading images',
};
