import { CONTENT_ACTIVITY_PATH } from './staff-paths';

/** The parts of the content section, in the order its start page lists them. */
export const CONTENT_SECTIONS: ReadonlyArray<{ href: string; label: string; summary: string }> = [
  { href: CONTENT_ACTIVITY_PATH, label: 'Activity', summary: 'Every change to the content: who made it, when, and what changed.' },
];
