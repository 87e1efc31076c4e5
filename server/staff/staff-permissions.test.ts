import { describe, expect, it } from 'vitest';
import { navigationFor } from './staff-navigation';
import { ROLES, STAFF_ROLES, may, refusalMessage, rolesBreakingPatientDataRule, seesPatientData } from './staff-permissions';

describe('the permission table', () => {
  it('lets an admin do everything, front desk handle requests but not erase them or manage accounts, and an editor only content', () => {
    expect(STAFF_ROLES).toEqual(['admin', 'front-desk', 'editor']);
    const table = Object.fromEntries(
      STAFF_ROLES.map((role) => [
        role,
        (['requests.view', 'requests.status', 'requests.export', 'requests.erase', 'accounts.manage', 'content.edit'] as const).filter((action) =>
          may(role, action),
        ),
      ]),
    );
    expect(table).toEqual({
      admin: ['requests.view', 'requests.status', 'requests.export', 'requests.erase', 'accounts.manage', 'content.edit'],
      'front-desk': ['requests.view', 'requests.status', 'requests.export'],
      editor: ['content.edit'],
    });
  });

  it('gives a role it does not know nothing at all (fails closed)', () => {
    expect(may('owner', 'requests.view')).toBe(false);
    expect(may('', 'accounts.manage')).toBe(false);
    expect(may('toString', 'requests.view')).toBe(false);
    expect(seesPatientData('owner')).toBe(false);
    expect(navigationFor('owner')).toEqual([]);
  });

  it('says which roles see patient data', () => {
    expect(seesPatientData('admin')).toBe(true);
    expect(seesPatientData('front-desk')).toBe(true);
    expect(seesPatientData('editor')).toBe(false);
  });

  it('refuses a role marked without patient data that holds a patient-data action, and accepts one that holds none', () => {
    const editorRow = { label: 'Editor', summary: 'Content only.', patientData: false };
    expect(rolesBreakingPatientDataRule({ ...ROLES, editor: { ...editorRow, actions: ['accounts.manage'] } })).toEqual([]);
    expect(rolesBreakingPatientDataRule({ ...ROLES, editor: { ...editorRow, actions: ['requests.view'] } })).toEqual(['editor']);
    expect(rolesBreakingPatientDataRule()).toEqual([]);
  });

  it('shows each role only the sections it may open', () => {
    expect(navigationFor('admin').map((section) => section.label)).toEqual(['Requests', 'Day view', 'Content', 'Accounts']);
    expect(navigationFor('front-desk').map((section) => section.label)).toEqual(['Requests', 'Day view']);
    expect(navigationFor('editor').map((section) => section.label)).toEqual(['Content']);
  });

  it('words a refusal with the role and the action', () => {
    expect(refusalMessage('front-desk', 'requests.erase')).toBe(
      'Your account (Front desk) cannot erase the personal details of a request. Ask an admin if you need to.',
    );
  });
});
