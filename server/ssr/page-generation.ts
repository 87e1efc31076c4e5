import { openState } from '../../src/content/branch-hours';
import type { ContentIndex } from '../../src/content/content-index';
import { clinicToday } from '../../src/forms/clinic-clock';

/**
 * What every rendered page depends on besides its URL, as one string: the published content's
 * revision, the clinic's date (the appointment form's bookable days, today's hours) and each
 * branch's open state (the "open now" the pages print), so a page kept in the cache is dropped the
 * moment a branch opens or closes, not at the next day.
 */
export function pageGeneration(revision: string | number, instant: Date, content: Pick<ContentIndex, 'site' | 'branches'>): string {
  const { timeZone } = content.site.clinic;
  const states = content.branches.map((branch) => `${branch.id}=${JSON.stringify(openState(branch, instant, timeZone))}`);
  return [revision, clinicToday(instant, timeZone), ...states].join(':');
}
