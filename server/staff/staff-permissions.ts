/**
 * Who may do what on the staff side: one table of roles × actions, read by the staff pages, the
 * staff API and the navigation alike, so a page never offers a control its viewer would be
 * refused, and the server refuses whatever the page does not offer.
 *
 * A role is one row of ROLES. A role marked `patientData: false` may hold no action that touches
 * patient data; the table is checked when this module loads, so such a row cannot be written by
 * mistake (a content editor, say, sees articles and slides but never a request).
 */

interface ActionRule {
  /** The action shows or changes a patient's request (names, phones, messages, appointments). */
  patientData: boolean;
  /** What the action is, completing "Your account cannot …", for the refusal. */
  refusal: string;
}

const ACTIONS = {
  'requests.view': { patientData: true, refusal: 'see requests' },
  'requests.status': { patientData: true, refusal: 'change the status of a request' },
  'requests.export': { patientData: true, refusal: 'download requests as CSV' },
  'requests.erase': { patientData: true, refusal: 'erase the personal details of a request' },
  'accounts.manage': { patientData: false, refusal: 'manage staff accounts' },
  'content.edit': { patientData: false, refusal: "change the site's articles, gallery, testimonials, slides or media" },
} as const satisfies Record<string, ActionRule>;

export type StaffAction = keyof typeof ACTIONS;

const REQUEST_HANDLING: StaffAction[] = ['requests.view', 'requests.status', 'requests.export'];

interface RoleRule {
  label: string;
  /** One line on what the role is for, shown where an admin chooses a role. */
  summary: string;
  /** False: the role may hold no action that touches patient data (checked below). */
  patientData: boolean;
  actions: readonly StaffAction[];
}

export const ROLES = {
  admin: {
    label: 'Admin',
    summary: "Handles and erases requests, manages staff accounts, and edits the site's content.",
    patientData: true,
    actions: Object.keys(ACTIONS) as StaffAction[],
  },
  'front-desk': {
    label: 'Front desk',
    summary: 'Sees and handles requests (status, CSV); cannot erase them or manage accounts.',
    patientData: true,
    actions: REQUEST_HANDLING,
  },
  editor: {
    label: 'Editor',
    summary: 'Writes articles and manages the gallery, testimonials, slides and media; never sees a request.',
    patientData: false,
    actions: ['content.edit'],
  },
} as const satisfies Record<string, RoleRule>;

export type StaffRole = keyof typeof ROLES;

/** Every role, in the order the table lists them (and the pages offer them). */
export const STAFF_ROLES = Object.keys(ROLES) as StaffRole[];

/** The role that may manage accounts: at least one active account must keep it. */
export const ADMIN_ROLE: StaffRole = 'admin';

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && Object.hasOwn(ROLES, value);
}

/**
 * Whether `role` may do `action`. A role the table does not know (a value written by a newer
 * release, or by hand) may do nothing: access fails closed.
 */
export function may(role: string, action: StaffAction): boolean {
  return isStaffRole(role) && (ROLES[role].actions as readonly StaffAction[]).includes(action);
}

/** Whether the action shows or changes patient data. */
export function touchesPatientData(action: StaffAction): boolean {
  return ACTIONS[action].patientData;
}

/** Whether any action of the role shows or changes patient data. */
export function seesPatientData(role: string): boolean {
  return isStaffRole(role) && ROLES[role].actions.some((action) => ACTIONS[action].patientData);
}

export function roleLabel(role: string): string {
  return isStaffRole(role) ? ROLES[role].label : `Unknown role (${role})`;
}

/** The sentence a refused member of staff reads. */
export function refusalMessage(role: string, action: StaffAction): string {
  return `Your account (${roleLabel(role)}) cannot ${ACTIONS[action].refusal}. Ask an admin if you need to.`;
}

/** Roles marked without patient data that hold a patient-data action anyway: none, or the table is wrong. */
export function rolesBreakingPatientDataRule(roles: Record<string, RoleRule> = ROLES): string[] {
  return Object.entries(roles)
    .filter(([, rule]) => !rule.patientData && rule.actions.some((action) => ACTIONS[action].patientData))
    .map(([role]) => role);
}

const broken = rolesBreakingPatientDataRule();
if (broken.length > 0) throw new Error(`Staff roles without patient data hold patient-data actions: ${broken.join(', ')}`);
