import type { ClinicDatabase } from '../db/open-database';
import { changeVisit } from '../db/visit-repository';
import { visitNoticesAfter, type VisitNoticeSettings } from '../visits/visit-notices';
import type { StoredRequest } from '../db/request-rows';
import { countChangeRequestsSince } from '../db/change-request-repository';
import { clinicDayStart, clinicToday } from '../../src/forms/clinic-clock';
import { CHANGE_REQUESTS_PER_DAY } from './change-request-rules';

/** What the patient's page may do to their request; each is an event on the request's history that the front desk sees. */
export interface PatientActions {
  /** Cancels the visit as the patient; false when the lifecycle refuses it (the request moved on meanwhile). */
  cancel(request: StoredRequest, options: { at: Date }): Promise<boolean>;
  /**
   * Records the patient's request for another time, with their note; `limit-reached` (nothing
   * recorded) once the request has had CHANGE_REQUESTS_PER_DAY of them this clinic day.
   */
  askForChange(request: StoredRequest, message: string, options: { at: Date }): Promise<'recorded' | 'limit-reached'>;
}

/** Who the request's history names for what the patient did on their page. */
const PATIENT_ACTOR = 'patient';

/**
 * The patient's actions on the database. Cancelling is a step of the visit like the front desk's
 * (changeVisit: an event, actor `patient`, cancelled by the patient); asking for another time is an event of its own with the note,
 * which the request's history shows to the front desk (migration 010's `change-request`).
 */
export function createPatientActions(db: ClinicDatabase, settings: VisitNoticeSettings): PatientActions {
  return {
    async cancel(request, { at }) {
      // A visit already in the patient's calendar is taken out of it (a short confirmation with METHOD:CANCEL); reminders are voided.
      // changeVisit records the patient as who cancelled; the lifecycle refuses it once the visit has run its course.
      const outcome = await changeVisit(
        db,
        request.reference,
        { action: 'cancel-by-patient' },
        { actor: PATIENT_ACTOR, at, timeZone: settings.timeZone, afterChange: visitNoticesAfter(settings) },
      );
      return outcome.ok;
    },
    async askForChange(request, message, { at }) {
      const dayStart = clinicDayStart(clinicToday(at, settings.timeZone), settings.timeZone);
      if ((await countChangeRequestsSince(db, request.id, dayStart)) >= CHANGE_REQUESTS_PER_DAY) return 'limit-reached';
      await db.kysely
        .insertInto('request_events')
        .values({
          request_id: request.id,
          action: 'change-request',
          from_status: request.status,
          to_status: request.status,
          actor: PATIENT_ACTOR,
          created_at: at.toISOString(),
          message,
        })
        .execute();
      return 'recorded';
    },
  };
}
