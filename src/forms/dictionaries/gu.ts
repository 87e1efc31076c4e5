import type { FormDictionary } from '../form-dictionary';
import { MESSAGE_MAX_LENGTH, NAME_MAX_LENGTH } from '../form-messages';
import { formatCalendarDate } from '../date-time-format';
import { formatClockTimeIn } from '../../i18n/locale-time';

/**
 * The forms in Gujarati: plain, polite wording (તમે) as the clinic would say it at the desk.
 * Loaded only by Gujarati pages (forms-ui/form-dictionary-loader.ts) and by the server.
 */
const LOCALE = 'gu-IN';
const date = (isoDate: string) => formatCalendarDate(isoDate, LOCALE);
const clock = (time: string) => formatClockTimeIn(time, LOCALE);

/** The field as the subject of "…માં" (in the first name, in the e-mail…). */
function unsafeText(inField: string) {
  return {
    control: `${inField} કંટ્રોલ અક્ષરો ન હોઈ શકે`,
    bidi: `${inField} લખાણની દિશા બદલતા અક્ષરો ન હોઈ શકે`,
    surrogate: `${inField} એક અમાન્ય અક્ષર છે`,
  };
}

const GUJARATI: FormDictionary = {
  messages: {
    firstNameRequired: 'પહેલું નામ લખવું જરૂરી છે',
    lastNameRequired: 'અટક લખવી જરૂરી છે',
    emailRequired: 'ઈમેલ લખવો જરૂરી છે',
    emailInvalidFormat: 'ઈમેલ સાચી રીતે લખાયો નથી',
    emailNotValid: 'કૃપા કરીને સાચું ઈમેલ સરનામું લખો',
    emailDotAtEdge: 'ઈમેલની શરૂઆતમાં કે અંતે ટપકું (.) ન હોઈ શકે',
    emailConsecutiveDots: 'ઈમેલમાં એકસાથે બે ટપકાં (..) ન હોઈ શકે',
    emailTooLong: 'ઈમેલ સરનામું ઘણું લાંબું છે',
    emailLocalPartTooLong: 'ઈમેલમાં @ પહેલાંનો ભાગ ઘણો લાંબો છે',
    emailDomainInvalid: 'ડોમેનનું નામ ખોટું છે',
    emailExtensionInvalid: 'ડોમેનનો છેલ્લો ભાગ (જેમ કે .com) ખોટો છે',
    phoneRequired: 'મોબાઇલ નંબર લખવો જરૂરી છે',
    phoneInvalid: '10 આંકડાનો સાચો નંબર લખો',
    serviceRequired: 'કૃપા કરીને સારવાર પસંદ કરો',
    dateRequired: 'તારીખ પસંદ કરવી જરૂરી છે',
    dateInPast: 'વીતી ગયેલી તારીખ પસંદ ન કરી શકાય',
    timeRequired: 'સમય પસંદ કરવો જરૂરી છે',
    timeInPast: 'વીતી ગયેલો સમય પસંદ ન કરી શકાય',
    firstNameTooLong: `પહેલું નામ વધુમાં વધુ ${NAME_MAX_LENGTH} અક્ષરનું હોઈ શકે`,
    lastNameTooLong: `અટક વધુમાં વધુ ${NAME_MAX_LENGTH} અક્ષરની હોઈ શકે`,
    messageTooLong: `સંદેશ વધુમાં વધુ ${MESSAGE_MAX_LENGTH} અક્ષરનો હોઈ શકે`,
    dateInvalid: 'સાચી તારીખ લખો (YYYY-MM-DD)',
    timeInvalid: 'સાચો સમય લખો (HH:mm, 24 કલાક)',
    countryCodeInvalid: 'દેશનો કોડ +91 હોવો જોઈએ',
    phoneNotMobile: 'મોબાઇલ નંબર લખો: તે 6, 7, 8 કે 9 થી શરૂ થાય છે',
    firstNameNeedsLetter: 'પહેલા નામમાં ઓછામાં ઓછો એક અક્ષર હોવો જોઈએ',
    lastNameNeedsLetter: 'અટકમાં ઓછામાં ઓછો એક અક્ષર હોવો જોઈએ',
  },
  unsafeText: {
    firstName: unsafeText('પહેલા નામમાં'),
    lastName: unsafeText('અટકમાં'),
    email: unsafeText('ઈમેલમાં'),
    message: unsafeText('સંદેશમાં'),
  },
  dateTooFarAhead: (months) => `આજથી ${months} મહિના પછીની તારીખ પસંદ ન કરી શકાય`,
  timeOutsideOpeningHours: (opens, closes) => `સમય ક્લિનિક ખુલ્લું હોય ત્યારનો હોવો જોઈએ (${clock(opens)} થી ${clock(closes)})`,
  branchRequired: 'કૃપા કરીને શાખા પસંદ કરો',
  branchUnknown: 'કૃપા કરીને અમારી કોઈ એક શાખા પસંદ કરો',
  branchClosedOn: (branchName, isoDate, note) => `${date(isoDate)}ના રોજ અમારી ${branchName} શાખા બંધ છે${note ? ` (${note})` : ''}. કૃપા કરીને બીજો દિવસ પસંદ કરો.`,
  branchOpenHours: (branchName, isoDate, opens, closes) =>
    `${date(isoDate)}ના રોજ અમારી ${branchName} શાખા ${clock(opens)} થી ${clock(closes)} સુધી ખુલ્લી છે. કૃપા કરીને એ સમય દરમિયાનનો સમય પસંદ કરો.`,
  treatmentOfferedAt: (label, offering) =>
    offering.length === 0
      ? `${label}ની સારવાર હાલમાં અમારી કોઈ પણ શાખામાં થતી નથી.`
      : `${label}ની સારવાર અમારી ${new Intl.ListFormat(LOCALE, { type: 'conjunction' }).format(offering)} ${offering.length === 1 ? 'શાખામાં' : 'શાખાઓમાં'} થાય છે.`,
  labels: {
    firstName: 'પહેલું નામ',
    lastName: 'અટક',
    email: 'ઈમેલ',
    phoneNumber: 'મોબાઇલ નંબર',
    countryCode: 'દેશનો કોડ',
    branch: 'શાખા',
    service: 'સારવાર',
    date: 'તારીખ',
    time: 'સમય',
    message: 'સંદેશ',
  },
  summary: { readLabels: { date: 'પસંદ કરેલી તારીખ', time: 'પસંદ કરેલો સમય' }, date, time: clock },
  form: {
    optional: '(વૈકલ્પિક)',
    countryCode: 'દેશનો કોડ',
    selectTreatment: 'સારવાર પસંદ કરો',
    checkTheForm: 'કૃપા કરીને ફોર્મ ફરી જુઓ',
    submit: {
      contact: { idle: 'સંદેશ મોકલો', pending: 'મોકલી રહ્યા છીએ...' },
      appointment: { idle: 'એપોઇન્ટમેન્ટ બુક કરો', pending: 'મોકલી રહ્યા છીએ' },
    },
  },
};

export default GUJARATI;
