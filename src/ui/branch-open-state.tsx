import { hoursOn, openState } from '../content/branch-hours';
import type { Branch } from '../content/branches';
import { useSite, useLanguage } from '../content/content-context';
import type { BranchTexts } from '../content/types';
import { clinicToday } from '../forms/clinic-clock';
import { describeHours, describeOpenState } from './branch-texts';
import { useClinicNow } from './use-clinic-now';
import './branch-open-state.css';

/**
 * Today's hours and whether the branch is open now, on the clinic's clock (clinic.timeZone),
 * whatever the visitor's time zone: written by the server, brought up to date by the browser
 * when it hydrates and at each minute.
 */
export function BranchOpenState({ branch, texts }: { branch: Branch; texts: Required<BranchTexts> }) {
  const { clinic } = useSite();
  const language = useLanguage();
  const now = new Date(useClinicNow());
  const today = clinicToday(now, clinic.timeZone);
  const state = openState(branch, now, clinic.timeZone);
  return (
    <p className="branch-open-state">
      <span className="branch-open-state__today">
        {texts.today}: {describeHours(hoursOn(branch, today), texts, language)}
      </span>
      <span className={`branch-open-state__now branch-open-state__now--${state.open ? 'open' : 'closed'}`} data-open={state.open}>
        {describeOpenState(state, today, texts, language)}
      </span>
    </p>
  );
}
