import path from 'node:path';
import type { ContentError } from './content-error';
import { didYouMean } from './did-you-mean';
import { internalHrefs, type LoadedPage } from './reference-checks';
import { matchPagePath } from '../../route-matching';
import { BRANCH_PAGE_ROUTE } from '../../branches';
import type { BranchDefinition, SiteDefinition } from '../../types';
import { upcomingClosures } from '../../branch-hours';
import { isCalendarDate } from '../../../forms/appointment-slot-rules';

export interface LoadedBranch {
  /** As shown in messages: 'pages/branches/south-bopal.json'. */
  file: string;
  definition: BranchDefinition;
  /** The file as written: numbers are read from it as typed (JSON.parse turns 23.01280 into 23.0128). */
  text: string;
}

/** Something a maintainer should know that is not wrong: the build goes on (a holiday that is over). */
export type ContentNote = ContentError;

type OpeningHours = SiteDefinition['clinic']['openingHours'];
type Phone = SiteDefinition['clinic']['phone'];

/** A map pin needs about a metre: five decimals of a degree. */
const MIN_GEO_DECIMALS = 5;

/**
 * What a branch file must agree on with the others and with the rest of the content: its id is
 * its file's name (so ids are unique and /clinics/<id> names the file), the dentists and
 * treatments it lists exist, its hours, closures, numbers and coordinates make sense, and no two
 * branches claim the same place in lists. Closures that are over are notes, not errors: time
 * passes, and a build must not fail because a holiday is behind us.
 */
export function checkBranches({
  site,
  pages,
  branches,
  today,
}: {
  site: { file: string; definition: SiteDefinition };
  pages: readonly LoadedPage[];
  branches: readonly LoadedBranch[];
  /** The clinic's date (`YYYY-MM-DD` in clinic.timeZone): what "past" means for closures. */
  today: string;
}): { errors: ContentError[]; notes: ContentNote[] } {
  const errors: ContentError[] = [];
  const notes: ContentNote[] = [];
  const { clinic } = site.definition;
  const dentistIds = clinic.dentists.map((dentist) => dentist.id);
  const treatmentIds = pages.flatMap(({ definition }) => (definition.treatment ? [definition.treatment.id] : []));

  // The clinic's hours and number are every branch's defaults: they are held to the same rules.
  errors.push(...checkOpeningHours(site.file, '/clinic/openingHours', clinic.openingHours));
  errors.push(...checkPhone(site.file, '/clinic/phone', clinic.phone));

  errors.push(
    ...checkBranchLinks(
      [site, ...pages],
      branches.map(({ definition }) => definition.id),
    ),
  );

  for (const { file, definition, text } of branches) {
    const fileId = path.basename(file, '.json');
    if (definition.id !== fileId) {
      errors.push({
        file,
        pointer: '/id',
        message: `the id must be the file's name, "${fileId}" (the branch's address is /clinics/<id>): rename the file or change the id`,
      });
    }
    definition.dentists.forEach((id, index) => {
      if (!dentistIds.includes(id)) {
        errors.push({ file, pointer: `/dentists/${index}`, message: `no dentist "${id}" in clinic.dentists of pages/site.json${didYouMean(id, dentistIds)}` });
      }
    });
    definition.treatments?.forEach((id, index) => {
      if (!treatmentIds.includes(id)) {
        errors.push({ file, pointer: `/treatments/${index}`, message: `no treatment "${id}" under pages/treatments/${didYouMean(id, treatmentIds)}` });
      }
    });
    if (definition.openingHours) errors.push(...checkOpeningHours(file, '/openingHours', definition.openingHours));
    if (definition.phone) errors.push(...checkPhone(file, '/phone', definition.phone));
    if (definition.whatsApp === undefined) {
      const phone = definition.phone ?? clinic.phone;
      if (!isMobile(phone.e164)) {
        errors.push({
          file,
          pointer: definition.phone ? '/phone/e164' : '',
          message: `WhatsApp needs a mobile, and the branch's WhatsApp number defaults to its phone number ${phone.e164}${definition.phone ? '' : " (the clinic's, from pages/site.json)"}, which is not one (Indian mobile numbers start with 6, 7, 8 or 9): add "whatsApp" with the mobile patients should message`,
        });
      }
    }
    errors.push(...checkGeo(file, definition, text));
    const closures = checkClosures(file, definition, today);
    errors.push(...closures.errors);
    notes.push(...closures.notes);
  }

  // Lists of branches follow `order`: two branches in one place would come out in name order by chance.
  const byOrder = new Map<number, LoadedBranch>();
  for (const branch of branches) {
    const first = byOrder.get(branch.definition.order);
    if (first) {
      errors.push({
        file: branch.file,
        pointer: '/order',
        message: `order ${branch.definition.order} is also ${first.definition.name}'s (${first.file}): give each branch its own place in lists`,
      });
    } else byOrder.set(branch.definition.order, branch);
  }
  return { errors, notes };
}

/** Each weekday in at most one group, and hours that last: a closing time before the opening time runs past midnight. */
function checkOpeningHours(file: string, pointer: string, hours: OpeningHours): ContentError[] {
  const errors: ContentError[] = [];
  const groupOf = new Map<string, number>();
  hours.forEach((group, index) => {
    group.days.forEach((day, dayIndex) => {
      const earlier = groupOf.get(day);
      if (earlier !== undefined) {
        errors.push({
          file,
          pointer: `${pointer}/${index}/days/${dayIndex}`,
          message: `${day} is also in ${pointer}/${earlier}: a day has one set of hours, so list it in one group only`,
        });
      } else groupOf.set(day, index);
    });
    if (group.opens === group.closes) {
      errors.push({
        file,
        pointer: `${pointer}/${index}`,
        message: `opens and closes are both ${group.opens}: give the closing time (a closing time earlier than the opening time means the hours run past midnight)`,
      });
    }
  });
  return errors;
}

/** The national number (ten digits) as `display` shows it: with +91/91, a leading 0, or bare. */
function displayedNationalNumber(display: string): string {
  const digits = display.replace(/\D/g, '');
  if (digits.length === 12 && digits.startsWith('91')) return digits.slice(2);
  if (digits.length === 11 && digits.startsWith('0')) return digits.slice(1);
  return digits;
}

/** One number, two spellings: what patients read must be the number that is dialled. */
function checkPhone(file: string, pointer: string, phone: Phone): ContentError[] {
  const national = phone.e164.slice('+91'.length);
  if (displayedNationalNumber(phone.display) === national) return [];
  return [
    {
      file,
      pointer: `${pointer}/display`,
      message: `"${phone.display}" is not the number in e164 (${phone.e164}): they are one number written two ways, so make them show the same digits`,
    },
  ];
}

/** Indian mobile numbers begin with 6 to 9 after +91; WhatsApp needs one. */
function isMobile(e164: string): boolean {
  return /^\+91[6-9]\d{9}$/.test(e164);
}

/**
 * The coordinates' decimals as written in the file: JSON.parse drops trailing zeros (23.01280 is
 * 23.0128), which are still a metre's precision as typed. Falls back to the parsed number when
 * the text cannot be found.
 */
function checkGeo(file: string, definition: BranchDefinition, text: string): ContentError[] {
  const geoText = /"geo"\s*:\s*\{[^}]*\}/.exec(text)?.[0] ?? '';
  return (['latitude', 'longitude'] as const).flatMap((axis) => {
    const written = new RegExp(`"${axis}"\\s*:\\s*(-?[0-9.]+)`).exec(geoText)?.[1] ?? String(definition.geo[axis]);
    const decimals = written.includes('.') ? written.length - written.indexOf('.') - 1 : 0;
    if (decimals >= MIN_GEO_DECIMALS) return [];
    return [
      {
        file,
        pointer: `/geo/${axis}`,
        message: `${axis} ${written} has ${decimals} decimal${decimals === 1 ? '' : 's'}: give at least ${MIN_GEO_DECIMALS} (about a metre), as a map shows the entrance's coordinates`,
      },
    ];
  });
}

function describeClosure({ date, note }: { date: string; note?: string }): string {
  return note ? `${date} (${note})` : date;
}

function checkClosures(file: string, definition: BranchDefinition, today: string): { errors: ContentError[]; notes: ContentNote[] } {
  const errors: ContentError[] = [];
  const notes: ContentNote[] = [];
  const seen = new Map<string, number>();
  definition.closures.forEach((closure, index) => {
    const pointer = `/closures/${index}`;
    if (!isCalendarDate(closure.date)) {
      errors.push({ file, pointer: `${pointer}/date`, message: `${closure.date} is not a date on the calendar: give a real day as YYYY-MM-DD` });
      return;
    }
    const earlier = seen.get(closure.date);
    if (earlier !== undefined) {
      errors.push({ file, pointer: `${pointer}/date`, message: `${closure.date} is already closed at /closures/${earlier}: list each day once` });
      return;
    }
    seen.set(closure.date, index);
    if (closure.date < today) {
      notes.push({ file, pointer, message: `${describeClosure(closure)} is past and no longer shown; remove it when convenient` });
    }
  });
  const upcoming = upcomingClosures(definition, today);
  const summary =
    upcoming.length === 0
      ? 'no upcoming closures'
      : `${upcoming.length} upcoming closure${upcoming.length === 1 ? '' : 's'}, next ${describeClosure(upcoming[0])}`;
  notes.push({ file, pointer: '/closures', message: `${definition.name}: ${summary}` });
  return { errors, notes };
}

/**
 * A link to a branch page must name a branch that has a file: the page's path pattern
 * (/clinics/:branch) matches any id, so the link checks alone would let a typo through to a 404.
 */
function checkBranchLinks(sources: readonly { file: string; definition: unknown }[], branchIds: readonly string[]): ContentError[] {
  return sources.flatMap(({ file, definition }) =>
    internalHrefs(definition).flatMap(({ pointer, href }) => {
      const id = matchPagePath(BRANCH_PAGE_ROUTE, href.split('#')[0])?.branch;
      if (id === undefined || branchIds.includes(id)) return [];
      return [{ file, pointer, message: `link to "${href}": no branch "${id}" under pages/branches/${didYouMean(id, branchIds)}` }];
    }),
  );
}
