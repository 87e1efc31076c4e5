import type { StoredRequest } from '../db/request-rows';

/** What the patient's page may do to their request; each is an event on the request's history that the front desk sees. */
export interface PatientActions {
  /** Cancels the visit as the patient. */
  cancel(request: StoredRequest, options: { at: Date }): Promise<void>;
  /** Records the patient's request for another time, with their note. */
  askForChange(request: StoredRequest, message: string, options: { at: Date }): Promise<void>;
}
