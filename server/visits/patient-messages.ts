import { branchMapLinks, type Branch } from '../../src/content/branches';
import { formatPostalAddress } from '../../src/content/postal-address';
import { whatsAppHref } from '../../src/content/request-follow-up';
import type { SiteDefinition } from '../../src/content/types';
import { formatCalendarDate, formatClockTime } from '../../src/forms/date-time-format';
import { formatClockTimeIn } from '../../src/i18n/locale-time';
import { LANGUAGE_FACTS, type Language } from '../../src/i18n/languages';
import { CLINIC_COUNTRY_CODE } from '../../src/forms/phone-rules';
import { escapeHtml, plainFirstName } from '../mail/patient-text';
import type { IcsMethod } from './ics';
import type { PatientMessageKind } from './visit-status';

/**
 * What a patient is told about their visit: confirmed, moved, cancelled, and the day-before
 * reminder. Each comes as an e-mail (subject, plain text, HTML) and as the same words in a
 * WhatsApp link the front desk can send from the staff page, in the patient's language (the one they
 * used the site in). Every sentence is in the language's dictionary below; dates and times go
 * through Intl in the language's locale.
 *
 * Like the acknowledgement, these go to an address the patient typed, so they repeat no free text
 * of theirs but a first name that is plainly a name (server/mail/patient-text.ts); everything else
 * comes from the clinic's own files and staff's choices, and the HTML part escapes all of it.
 */

export type MessageLanguage = Language;

/** A visit as the messages tell it. */
export interface VisitFacts {
  reference: string;
  /** As the patient typed it. */
  firstName: string;
  /** Ten digits, without the country code (as stored). */
  phoneNumber: string;
  /** The treatment's label, e.g. `Root Canal Treatment`; none for a general visit. */
  treatmentLabel?: string;
  /** `YYYY-MM-DD`, clinic time. */
  date: string;
  /** `HH:mm`, clinic time. */
  time: string;
  branch: Branch;
  dentistName?: string;
  /** For a rescheduled visit: where and when it was before. */
  previous?: { date: string; time: string; branch: Branch };
  /** The patient's page for the request (the manage link). */
  manageUrl: string;
}

export type MessageSite = Pick<SiteDefinition, 'siteUrl' | 'clinic' | 'nav'>;

/** The facts as one language writes them, ready for its sentences. */
interface Shown {
  clinicName: string;
  branchName: string;
  when: string;
  /** The time alone: `10:30 am`. */
  time: string;
  previousWhen?: string;
  previousBranchName?: string;
  treatment?: string;
  dentist?: string;
  reference: string;
  phone: string;
}

interface MessageStrings {
  /** The HTML part's `lang`. */
  lang: string;
  greeting: (name: string | undefined) => string;
  /** A day: `Thursday, 3 December 2026` (the patient's page writes it too). */
  date: (date: string) => string;
  /** A slot: `Thursday, 3 December 2026 at 10:30 am`. */
  when: (date: string, time: string) => string;
  /** A time of day: `10:30 am`. */
  time: (time: string) => string;
  subject: Record<PatientMessageKind, (shown: Shown) => string>;
  lead: Record<PatientMessageKind, (shown: Shown) => string>;
  labels: { when: string; previously: string; where: string; map: string; treatment: string; dentist: string; reference: string };
  /** What to bring and when to arrive: for a visit still to come. */
  bring: string;
  /** The line about the attached calendar file. */
  calendar: Record<IcsMethod, string>;
  manage: string;
  call: (phone: string) => string;
  /** After a cancellation (by the clinic, or as the patient asked): how to book again. */
  rebook: (bookingUrl: string) => string;
  /** The calendar event's title and notes (visit-calendar.ts). */
  eventSummary: (shown: Shown) => string;
  eventDescription: (shown: Shown) => string;
}

const ENGLISH: MessageStrings = {
  lang: 'en',
  greeting: (name) => (name ? `Dear ${name},` : 'Hello,'),
  date: (date) => formatCalendarDate(date),
  when: (date, time) => `${formatCalendarDate(date)} at ${formatClockTime(time)}`,
  time: formatClockTime,
  subject: {
    confirmed: (s) => `${s.clinicName}: your appointment is confirmed for ${s.when} (${s.reference})`,
    rescheduled: (s) => `${s.clinicName}: your appointment has moved to ${s.when} (${s.reference})`,
    'cancelled-by-clinic': (s) => `${s.clinicName}: your appointment on ${s.when} is cancelled (${s.reference})`,
    'cancelled-by-patient': (s) => `${s.clinicName}: we have cancelled your appointment as you asked (${s.reference})`,
    reminder: (s) => `${s.clinicName}: reminder of your appointment tomorrow at ${s.time} (${s.reference})`,
  },
  lead: {
    confirmed: (s) => `Your appointment at ${s.clinicName}, ${s.branchName}, is confirmed. We look forward to seeing you.`,
    rescheduled: (s) => `As agreed, your appointment at ${s.clinicName} has moved. Here are the new details.`,
    'cancelled-by-clinic': (s) =>
      `We are sorry: we have had to cancel your appointment on ${s.when} at ${s.clinicName}, ${s.branchName}. We apologise for the inconvenience.`,
    'cancelled-by-patient': (s) => `As you asked, we have cancelled your appointment on ${s.when} at ${s.clinicName}, ${s.branchName}.`,
    reminder: (s) => `This is a reminder of your appointment tomorrow at ${s.clinicName}, ${s.branchName}.`,
  },
  labels: {
    when: 'When',
    previously: 'Previously',
    where: 'Where',
    map: 'Map',
    treatment: 'Treatment',
    dentist: 'Dentist',
    reference: 'Your reference',
  },
  bring: 'Please arrive 10 minutes early and bring any previous dental X-rays or reports and a list of the medicines you take.',
  calendar: {
    REQUEST: 'The attached calendar file adds the appointment to your calendar, or updates it there.',
    CANCEL: 'The attached calendar file removes the appointment from your calendar.',
  },
  manage: 'To see your appointment, cancel it or ask for another time:',
  call: (phone) => `Or call us on ${phone} and quote your reference.`,
  rebook: (url) => `To book another appointment, reply to this e-mail, call us, or send a new request at ${url}.`,
  eventSummary: (s) => `Dental appointment${s.treatment ? `: ${s.treatment}` : ''} — ${s.clinicName}, ${s.branchName}`,
  eventDescription: (s) =>
    [
      `Reference: ${s.reference}.`,
      ...(s.dentist ? [`Dentist: ${s.dentist}.`] : []),
      'Please arrive 10 minutes early with any previous dental X-rays or reports.',
      `To change or cancel: call ${s.phone} or use the link in your e-mail.`,
    ].join('\n'),
};

const GU_LOCALE = LANGUAGE_FACTS.gu.locale;

const GUJARATI: MessageStrings = {
  lang: 'gu',
  greeting: (name) => (name ? `નમસ્તે ${name},` : 'નમસ્તે,'),
  date: (date) => formatCalendarDate(date, GU_LOCALE),
  when: (date, time) => `${formatCalendarDate(date, GU_LOCALE)}, ${formatClockTimeIn(time, GU_LOCALE)}`,
  time: (time) => formatClockTimeIn(time, GU_LOCALE),
  subject: {
    confirmed: (s) => `${s.clinicName}: તમારી એપોઇન્ટમેન્ટ ${s.when} માટે નક્કી થઈ ગઈ છે (${s.reference})`,
    rescheduled: (s) => `${s.clinicName}: તમારી એપોઇન્ટમેન્ટ હવે ${s.when} છે (${s.reference})`,
    'cancelled-by-clinic': (s) => `${s.clinicName}: ${s.when}ની તમારી એપોઇન્ટમેન્ટ રદ થઈ છે (${s.reference})`,
    'cancelled-by-patient': (s) => `${s.clinicName}: તમારા કહેવા મુજબ તમારી એપોઇન્ટમેન્ટ રદ કરી છે (${s.reference})`,
    reminder: (s) => `${s.clinicName}: યાદ અપાવીએ છીએ, આવતીકાલે ${s.time} તમારી એપોઇન્ટમેન્ટ છે (${s.reference})`,
  },
  lead: {
    confirmed: (s) => `${s.clinicName}, ${s.branchName} ખાતે તમારી એપોઇન્ટમેન્ટ નક્કી થઈ ગઈ છે. તમને મળવાની રાહ જોઈશું.`,
    rescheduled: (s) => `નક્કી થયા મુજબ ${s.clinicName} ખાતે તમારી એપોઇન્ટમેન્ટનો સમય બદલાયો છે. નવી વિગતો આ રહી.`,
    'cancelled-by-clinic': (s) =>
      `માફ કરશો: ${s.clinicName}, ${s.branchName} ખાતે ${s.when}ની તમારી એપોઇન્ટમેન્ટ અમારે રદ કરવી પડી છે. તમને પડેલી અગવડ બદલ દિલગીર છીએ.`,
    'cancelled-by-patient': (s) => `તમારા કહેવા મુજબ ${s.clinicName}, ${s.branchName} ખાતે ${s.when}ની તમારી એપોઇન્ટમેન્ટ અમે રદ કરી છે.`,
    reminder: (s) => `યાદ અપાવીએ છીએ કે આવતીકાલે ${s.clinicName}, ${s.branchName} ખાતે તમારી એપોઇન્ટમેન્ટ છે.`,
  },
  labels: {
    when: 'ક્યારે',
    previously: 'પહેલાં',
    where: 'ક્યાં',
    map: 'નકશો',
    treatment: 'સારવાર',
    dentist: 'ડેન્ટિસ્ટ',
    reference: 'તમારો રેફરન્સ નંબર',
  },
  bring: 'કૃપા કરીને 10 મિનિટ વહેલા આવજો, અને દાંતના જૂના એક્સ-રે કે રિપોર્ટ હોય તો તે અને તમે લેતા હો તે દવાઓની યાદી સાથે લાવજો.',
  calendar: {
    REQUEST: 'સાથે જોડેલી કૅલેન્ડર ફાઇલ એપોઇન્ટમેન્ટને તમારા કૅલેન્ડરમાં ઉમેરે છે, અથવા ત્યાં તેને સુધારે છે.',
    CANCEL: 'સાથે જોડેલી કૅલેન્ડર ફાઇલ એપોઇન્ટમેન્ટને તમારા કૅલેન્ડરમાંથી કાઢી નાખે છે.',
  },
  manage: 'તમારી એપોઇન્ટમેન્ટ જોવા, રદ કરવા કે બીજો સમય માગવા માટે:',
  call: (phone) => `અથવા અમને ${phone} પર ફોન કરો અને તમારો રેફરન્સ નંબર જણાવો.`,
  rebook: (url) => `બીજી એપોઇન્ટમેન્ટ માટે આ ઈમેલનો જવાબ આપો, અમને ફોન કરો, અથવા ${url} પર નવી વિનંતી મોકલો.`,
  eventSummary: (s) => `દાંતની એપોઇન્ટમેન્ટ${s.treatment ? `: ${s.treatment}` : ''} — ${s.clinicName}, ${s.branchName}`,
  eventDescription: (s) =>
    [
      `રેફરન્સ નંબર: ${s.reference}.`,
      ...(s.dentist ? [`ડેન્ટિસ્ટ: ${s.dentist}.`] : []),
      'કૃપા કરીને 10 મિનિટ વહેલા આવજો, અને દાંતના જૂના એક્સ-રે કે રિપોર્ટ હોય તો સાથે લાવજો.',
      `બદલવા કે રદ કરવા: ${s.phone} પર ફોન કરો અથવા તમારા ઈમેલમાંની લિંક વાપરો.`,
    ].join('\n'),
};

const HI_LOCALE = LANGUAGE_FACTS.hi.locale;

const HINDI: MessageStrings = {
  lang: 'hi',
  greeting: (name) => (name ? `नमस्ते ${name},` : 'नमस्ते,'),
  date: (date) => formatCalendarDate(date, HI_LOCALE),
  when: (date, time) => `${formatCalendarDate(date, HI_LOCALE)}, ${formatClockTimeIn(time, HI_LOCALE)}`,
  time: (time) => formatClockTimeIn(time, HI_LOCALE),
  subject: {
    confirmed: (s) => `${s.clinicName}: आपका अपॉइंटमेंट ${s.when} के लिए पक्का हो गया है (${s.reference})`,
    rescheduled: (s) => `${s.clinicName}: आपका अपॉइंटमेंट अब ${s.when} है (${s.reference})`,
    'cancelled-by-clinic': (s) => `${s.clinicName}: ${s.when} का आपका अपॉइंटमेंट रद्द हो गया है (${s.reference})`,
    'cancelled-by-patient': (s) => `${s.clinicName}: आपके कहने पर आपका अपॉइंटमेंट रद्द कर दिया गया है (${s.reference})`,
    reminder: (s) => `${s.clinicName}: याद दिला दें, कल ${s.time} आपका अपॉइंटमेंट है (${s.reference})`,
  },
  lead: {
    confirmed: (s) => `${s.clinicName}, ${s.branchName} में आपका अपॉइंटमेंट पक्का हो गया है। आपसे मिलने का इंतज़ार रहेगा।`,
    rescheduled: (s) => `तय हुए अनुसार ${s.clinicName} में आपके अपॉइंटमेंट का समय बदल गया है। नई जानकारी यह है।`,
    'cancelled-by-clinic': (s) => `क्षमा करें: ${s.clinicName}, ${s.branchName} में ${s.when} का आपका अपॉइंटमेंट हमें रद्द करना पड़ा है। आपको हुई असुविधा के लिए हमें खेद है।`,
    'cancelled-by-patient': (s) => `आपके कहने पर ${s.clinicName}, ${s.branchName} में ${s.when} का आपका अपॉइंटमेंट हमने रद्द कर दिया है।`,
    reminder: (s) => `याद दिला दें कि कल ${s.clinicName}, ${s.branchName} में आपका अपॉइंटमेंट है।`,
  },
  labels: {
    when: 'कब',
    previously: 'पहले',
    where: 'कहाँ',
    map: 'नक्शा',
    treatment: 'इलाज',
    dentist: 'डेंटिस्ट',
    reference: 'आपका रेफ़रेंस नंबर',
  },
  bring: 'कृपया 10 मिनट पहले आएँ, और दाँतों के पुराने एक्स-रे या रिपोर्ट हों तो वे और आप जो दवाएँ लेते हैं उनकी सूची साथ लाएँ।',
  calendar: {
    REQUEST: 'साथ जुड़ी कैलेंडर फ़ाइल अपॉइंटमेंट को आपके कैलेंडर में जोड़ देती है, या वहाँ उसे अपडेट कर देती है।',
    CANCEL: 'साथ जुड़ी कैलेंडर फ़ाइल अपॉइंटमेंट को आपके कैलेंडर से हटा देती है।',
  },
  manage: 'अपना अपॉइंटमेंट देखने, रद्द करने या कोई और समय माँगने के लिए:',
  call: (phone) => `या हमें ${phone} पर फ़ोन करें और अपना रेफ़रेंस नंबर बताएँ।`,
  rebook: (url) => `दूसरा अपॉइंटमेंट लेने के लिए इस ईमेल का जवाब दें, हमें फ़ोन करें, या ${url} पर नया अनुरोध भेजें।`,
  eventSummary: (s) => `दाँतों का अपॉइंटमेंट${s.treatment ? `: ${s.treatment}` : ''} — ${s.clinicName}, ${s.branchName}`,
  eventDescription: (s) =>
    [
      `रेफ़रेंस नंबर: ${s.reference}।`,
      ...(s.dentist ? [`डेंटिस्ट: ${s.dentist}।`] : []),
      'कृपया 10 मिनट पहले आएँ, और दाँतों के पुराने एक्स-रे या रिपोर्ट हों तो साथ लाएँ।',
      `बदलने या रद्द करने के लिए: ${s.phone} पर फ़ोन करें या अपने ईमेल में दिया लिंक खोलें।`,
    ].join('\n'),
};

export const MESSAGE_STRINGS: Readonly<Record<MessageLanguage, MessageStrings>> = { en: ENGLISH, gu: GUJARATI, hi: HINDI };

/**
 * A cancellation, whoever made it: no visit to come (no map, no arrival advice), and no link to the
 * patient's page, which would only say "cancelled"; the message says how to book again instead.
 */
export function isCancellation(kind: PatientMessageKind): boolean {
  return kind === 'cancelled-by-clinic' || kind === 'cancelled-by-patient';
}

export interface PatientMessage {
  subject: string;
  text: string;
  html: string;
  /** The same words as a WhatsApp chat with the patient, for the staff page. */
  whatsApp: string;
}

export function showFacts(visit: VisitFacts, site: MessageSite, strings: MessageStrings): Shown {
  return {
    clinicName: site.clinic.name,
    branchName: visit.branch.name,
    when: strings.when(visit.date, visit.time),
    time: strings.time(visit.time),
    previousWhen: visit.previous && strings.when(visit.previous.date, visit.previous.time),
    previousBranchName: visit.previous?.branch.name,
    treatment: visit.treatmentLabel,
    dentist: visit.dentistName,
    reference: visit.reference,
    phone: visit.branch.phone.display,
  };
}

/** One line of the message: a label and its value, or a sentence. Links are written as links in HTML. */
type Line = { label: string; value: string; href?: string } | { sentence: string; href?: string };

function lines(kind: PatientMessageKind, visit: VisitFacts, site: MessageSite, s: MessageStrings, calendar: IcsMethod | undefined): Line[][] {
  const shown = showFacts(visit, site, s);
  const upcoming = !isCancellation(kind);
  const where = `${site.clinic.name}, ${visit.branch.name}: ${formatPostalAddress(visit.branch.address)}`;
  const facts: Line[] = [
    { label: s.labels.when, value: shown.when },
    ...(kind === 'rescheduled' && shown.previousWhen ? [{ label: s.labels.previously, value: `${shown.previousWhen}, ${shown.previousBranchName}` }] : []),
    { label: s.labels.where, value: where },
    ...(upcoming ? [{ label: s.labels.map, value: branchMapLinks(visit.branch).place, href: branchMapLinks(visit.branch).place }] : []),
    ...(shown.treatment ? [{ label: s.labels.treatment, value: shown.treatment }] : []),
    ...(shown.dentist && upcoming ? [{ label: s.labels.dentist, value: shown.dentist }] : []),
    { label: s.labels.reference, value: shown.reference },
  ];
  const bookingUrl = new URL(site.nav.appointmentButton.href, site.siteUrl).href;
  return [
    [{ sentence: s.lead[kind](shown) }],
    facts,
    [...(upcoming ? [{ sentence: s.bring }] : []), ...(calendar ? [{ sentence: s.calendar[calendar] }] : [])],
    upcoming ? [{ sentence: s.manage }, { sentence: visit.manageUrl, href: visit.manageUrl }] : [{ sentence: s.rebook(bookingUrl) }],
    [{ sentence: s.call(shown.phone) }],
  ].filter((block) => block.length > 0);
}

const lineText = (line: Line) => ('label' in line ? `${line.label}: ${line.value}` : line.sentence);

function lineHtml(line: Line): string {
  const value = 'label' in line ? line.value : line.sentence;
  const shown = line.href ? `<a href="${escapeHtml(line.href)}">${escapeHtml(value)}</a>` : escapeHtml(value);
  return 'label' in line ? `<strong>${escapeHtml(line.label)}:</strong> ${shown}` : shown;
}

// Plain markup with inline styles (mail clients ignore style sheets); no images and no remote
// resources, so opening the e-mail tells nobody anything.
function htmlBody(lang: string, subject: string, greeting: string, blocks: Line[][], site: MessageSite): string {
  return `<!doctype html>
<html lang="${escapeHtml(lang)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:16px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1d2b36;">
<p>${escapeHtml(greeting)}</p>
${blocks.map((block) => `<p>${block.map(lineHtml).join('<br>\n')}</p>`).join('\n')}
<p>${escapeHtml(site.clinic.name)}<br><a href="${escapeHtml(site.siteUrl)}">${escapeHtml(site.siteUrl.replace(/^https:\/\//, ''))}</a></p>
</body>
</html>`;
}

/**
 * The message of `kind` about `visit`. `calendar`: the method of the calendar file attached to the
 * e-mail, if any (visit-status.ts decides it), so the e-mail mentions only a file it carries.
 */
export function composePatientMessage(
  kind: PatientMessageKind,
  visit: VisitFacts,
  site: MessageSite,
  options: { calendar?: IcsMethod; language?: MessageLanguage } = {},
): PatientMessage {
  const strings = MESSAGE_STRINGS[options.language ?? 'en'];
  const subject = strings.subject[kind](showFacts(visit, site, strings));
  const greeting = strings.greeting(plainFirstName(visit.firstName));
  const blocks = lines(kind, visit, site, strings, options.calendar);
  const textBlocks = blocks.map((block) => block.map(lineText).join('\n'));
  const text = [greeting, ...textBlocks, `${site.clinic.name}\n${site.siteUrl}`].join('\n\n');
  // WhatsApp: the same words without the e-mail's attachment line; staff send it from the clinic's phone.
  const chatBlocks = lines(kind, visit, site, strings, undefined).map((block) => block.map(lineText).join('\n'));
  const chat = [greeting, ...chatBlocks].join('\n\n');
  const digits = visit.phoneNumber.replace(/\D/g, '');
  return { subject, text, html: htmlBody(strings.lang, subject, greeting, blocks, site), whatsApp: whatsAppHref(`${CLINIC_COUNTRY_CODE}${digits}`, chat) };
}
