import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, type GalleryCategory, type GalleryItem } from '../contract/api-contract';
import type { ApiClient } from './api-client';
import { useApi } from './api-context';
import { useLoggedFailure } from './log-failure';

export type { GalleryCategory, GalleryItem };

export function galleryCategoriesQuery(api: ApiClient) {
  return queryOptions({ queryKey: ['gallery-categories'], queryFn: () => api.get<GalleryCategory[]>(apiPaths.galleryCategories) });
}

/** Every item (`undefined`: the "All" chip) or one category's, each from its own API call. */
export function galleryItemsQuery(api: ApiClient, categoryId: number | undefined) {
  return queryOptions({
    queryKey: ['gallery', categoryId ?? 'all'],
    queryFn: () => api.get<GalleryItem[]>(categoryId === undefined ? apiPaths.gallery : `${apiPaths.galleryByCategory}/${categoryId}`),
  });
}

/** Categories as loaded; on failure an empty list, so only the synthetic "All" chip shows. */
export function useGalleryCategories() {
  const query = useQuery(galleryCategoriesQuery(useApi()));
  useLoggedFailure('gallery categories', query.error);
  return { categories: query.data ?? [], isLoading: query.isPending && !query.error };
}

/** One category's items (every item when undefined); not fetched until `enabled`. */
export function useGalleryItems(categoryId: number | undefined, enabled = true) {
  const query = useQuery({ ...galleryItemsQuery(useApi(), categoryId), enabled });
  useLoggedFailure('gallery items', query.error);
  return { items: query.data ?? [], isLoading: query.isPending && !query.error };
}
