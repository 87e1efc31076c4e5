import { useLocation } from 'react-router-dom';
import { useContentIndex } from '../content/content-context';
import { normalisePath } from '../content/route-matching';

/** Treatments is the current nav item on /treatments and on every treatment page. */
export function useIsTreatmentRoute(treatmentsHref: string): boolean {
  const { pathname } = useLocation();
  const { treatments } = useContentIndex();
  const path = normalisePath(pathname);
  return path === treatmentsHref || treatments.some((t) => t.path === path);
}
