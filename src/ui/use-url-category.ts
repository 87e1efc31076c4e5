import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { knownCategory, parseCategoryParam } from '../api/category-param';

/**
 * The category a filtered list shows (gallery, blog list). It lives in the URL (`?category=<id>`:
 * the server renders it, the back button and shared links work); each choice is a link to it.
 * Between a click and the navigation completing (the page waits for the new category's data
 * before it changes URL) the clicked choice is already shown as chosen and the list as loading,
 * so the click answers at once.
 */
export function useUrlCategory(categories: readonly { id: number }[], categoriesLoading: boolean) {
  const [searchParams] = useSearchParams();
  const requested = parseCategoryParam(searchParams.get('category'));
  // An id is checked against the categories, so the list waits for them (`ready`); pages prefetch
  // both, so in practice they are there from the first render.
  const fromUrl = categoriesLoading ? requested : knownCategory(requested, categories);
  // A click counts only until the URL changes (the navigation it started has then landed): the
  // click is forgotten during the render that sees a new URL (React's pattern for state that
  // follows a prop), so a later back button never brings an old click back.
  const [clicked, setClicked] = useState<{ id: number | undefined } | null>(null);
  const [urlSeen, setUrlSeen] = useState(fromUrl);
  if (urlSeen !== fromUrl) {
    setUrlSeen(fromUrl);
    setClicked(null);
  }
  const pending = clicked !== null && urlSeen === fromUrl;
  return {
    selected: pending ? clicked.id : fromUrl,
    choose: (id: number | undefined) => setClicked({ id }),
    ready: !categoriesLoading,
  };
}
