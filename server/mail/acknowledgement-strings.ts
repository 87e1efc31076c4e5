import { formatOpeningHours } from '../../src/content/opening-hours';
import { retentionPeriodLabel } from '../../src/content/request-follow-up';
import type { SiteDefinition } from '../../src/content/types';
import { formatCalendarDate, formatClockTime } from '../../src/forms/date-time-format';
import { formatClockTimeIn } from '../../src/i18n/locale-time';
import type { RequestKind } from '../../src/forms/request-fields';
import { REQUEST_KIND_LABELS } from '../../src/forms/request-summary';
import { LANGUAGE_FACTS, type Language } from '../../src/i18n/languages';

/**
 * The acknowledgement's sentences, one set per language (compose-acknowledgement.ts puts them
 * together). English keeps the clinic's own reply promise from pages/site.json; Gujarati and
 * Hindi promise the same in general words, as the content's sentence is English. Dates, times and
 * hours go through Intl in the language's locale.
 */
type OpeningHours = SiteDefinition['clinic']['openingHours'];
type Site = Pick<SiteDefinition, 'clinic' | 'requests'>;

export interface AcknowledgementStrings {
  /** The HTML part's `lang`. */
  lang: Language;
  greeting: (name: string | undefined) => string;
  subject: (clinicName: string, kind: RequestKind, reference: string) => string;
  received: (clinicName: string, kind: RequestKind) => string;
  yourReference: string;
  quoteIt: string;
  whatHappensNext: string;
  replyPromise: (site: Site) => string;
  /** An appointment request's treatment, date (`YYYY-MM-DD`) and time (`HH:mm`), and that it is not yet a booking. */
  askedFor: (treatment: string, date: string, time: string) => string;
  /** Before the manage link (text) or as its words (HTML). */
  manageLink: string;
  keepLinkPrivate: string;
  callUs: string;
  whatsAppUs: string;
  whatsAppNote: string;
  yourBranch: string;
  ourBranches: string;
  /** `Open Monday to Sunday, 8 am to 10 pm.` */
  open: (hours: OpeningHours) => string;
  privacy: (kind: RequestKind, siteUrl: string, site: Site) => string;
}

const kindLabel = (kind: RequestKind) => REQUEST_KIND_LABELS[kind].toLowerCase();

const ENGLISH: AcknowledgementStrings = {
  lang: 'en',
  greeting: (name) => (name ? `Dear ${name},` : 'Hello,'),
  subject: (clinicName, kind, reference) => `${clinicName}: we received your ${kindLabel(kind)} (${reference})`,
  received: (clinicName, kind) => `Thank you for contacting ${clinicName}. We have received your ${kindLabel(kind)}.`,
  yourReference: 'Your reference',
  quoteIt: 'Please quote it when you call or message us.',
  whatHappensNext: 'What happens next',
  replyPromise: (site) => site.requests.replyPromise,
  askedFor: (treatment, date, time) =>
    `You asked for ${treatment} on ${formatCalendarDate(date)} at ${formatClockTime(time)}. This is a request, not yet a booking: we will confirm the date and time with you, or suggest another if that slot is taken.`,
  manageLink: 'See where your request stands, add the visit to your calendar once it is confirmed, ask for another time or cancel',
  keepLinkPrivate: 'Please keep this link to yourself.',
  callUs: 'Call us',
  whatsAppUs: 'WhatsApp us',
  whatsAppNote: 'your reference is already typed in',
  yourBranch: 'Your branch',
  ourBranches: 'Our branches',
  open: (hours) => `Open ${formatOpeningHours(hours)}.`,
  privacy: (kind, siteUrl, site) =>
    `You receive this e-mail because this address was entered on the ${kind === 'contact' ? 'contact' : 'appointment'} form at ${siteUrl}. ` +
    `If that was not you, reply to tell us and we will erase the request. ` +
    `We keep requests for ${retentionPeriodLabel(site)}, then erase them; to have yours erased sooner, reply to this e-mail or call us.`,
};

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** The opening hours in a locale: `દરરોજ, 8:00 AM–10:00 PM`, or the days named one by one. */
function hoursIn(hours: OpeningHours, language: Language, everyDay: string): string {
  const { locale } = LANGUAGE_FACTS[language];
  // 1 January 2024 was a Monday.
  const dayName = (day: (typeof WEEKDAYS)[number]) =>
    new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, 1 + WEEKDAYS.indexOf(day))));
  return hours
    .map(({ days, opens, closes }) => {
      const named = days.length === WEEKDAYS.length ? everyDay : new Intl.ListFormat(locale, { type: 'conjunction' }).format(days.map(dayName));
      return `${named}, ${formatClockTimeIn(opens, locale)}–${formatClockTimeIn(closes, locale)}`;
    })
    .join('; ');
}

const GUJARATI: AcknowledgementStrings = {
  lang: 'gu',
  greeting: (name) => (name ? `નમસ્તે ${name},` : 'નમસ્તે,'),
  subject: (clinicName, kind, reference) => `${clinicName}: તમારી ${kind === 'contact' ? 'પૂછપરછ' : 'એપોઇન્ટમેન્ટની વિનંતી'} અમને મળી ગઈ છે (${reference})`,
  received: (clinicName, kind) => `${clinicName}નો સંપર્ક કરવા બદલ આભાર. તમારી ${kind === 'contact' ? 'પૂછપરછ' : 'એપોઇન્ટમેન્ટની વિનંતી'} અમને મળી ગઈ છે.`,
  yourReference: 'તમારો રેફરન્સ નંબર',
  quoteIt: 'ફોન કે મેસેજ કરો ત્યારે કૃપા કરીને આ નંબર જણાવજો.',
  whatHappensNext: 'હવે આગળ શું થશે',
  replyPromise: () => 'ક્લિનિક ખુલ્લું હોય એ સમય દરમિયાન અમે જલદી તમને ફોન કે WhatsApp કરીશું.',
  askedFor: (treatment, date, time) =>
    `તમે ${treatment} માટે ${formatCalendarDate(date, LANGUAGE_FACTS.gu.locale)}, ${formatClockTimeIn(time, LANGUAGE_FACTS.gu.locale)}નો સમય માગ્યો છે. ` +
    'આ હજી વિનંતી છે, બુકિંગ નથી: અમે તમારી સાથે તારીખ અને સમય નક્કી કરીશું, અથવા એ સમય ખાલી ન હોય તો બીજો સમય સૂચવીશું.',
  manageLink: 'તમારી વિનંતી ક્યાં પહોંચી છે તે જુઓ, મુલાકાત નક્કી થાય પછી તેને તમારા કૅલેન્ડરમાં ઉમેરો, બીજો સમય માગો કે રદ કરો',
  keepLinkPrivate: 'કૃપા કરીને આ લિંક બીજા કોઈને ન આપશો.',
  callUs: 'અમને ફોન કરો',
  whatsAppUs: 'અમને WhatsApp કરો',
  whatsAppNote: 'તમારો રેફરન્સ નંબર તેમાં પહેલેથી લખેલો હશે',
  yourBranch: 'તમારી શાખા',
  ourBranches: 'અમારી શાખાઓ',
  open: (hours) => `ખુલ્લું: ${hoursIn(hours, 'gu', 'દરરોજ')}.`,
  privacy: (kind, siteUrl, site) =>
    `તમને આ ઈમેલ એટલા માટે મળ્યો છે કે ${siteUrl} પરના ${kind === 'contact' ? 'સંપર્ક' : 'એપોઇન્ટમેન્ટ'} ફોર્મમાં આ સરનામું લખાયું હતું. ` +
    'જો એ તમે ન હો, તો આ ઈમેલનો જવાબ આપીને જણાવો; અમે એ વિનંતી ભૂંસી નાખીશું. ' +
    `અમે વિનંતીઓ ${site.requests.retentionMonths} મહિના રાખીએ છીએ, પછી ભૂંસી નાખીએ છીએ; તમારી વિનંતી એ પહેલાં ભૂંસાવવી હોય તો આ ઈમેલનો જવાબ આપો કે અમને ફોન કરો.`,
};

const HINDI_RECEIVED = { contact: 'आपकी पूछताछ हमें मिल गई है', appointment: 'आपका अपॉइंटमेंट अनुरोध हमें मिल गया है' } as const;

const HINDI: AcknowledgementStrings = {
  lang: 'hi',
  greeting: (name) => (name ? `नमस्ते ${name},` : 'नमस्ते,'),
  subject: (clinicName, kind, reference) => `${clinicName}: ${HINDI_RECEIVED[kind]} (${reference})`,
  received: (clinicName, kind) => `${clinicName} से संपर्क करने के लिए धन्यवाद। ${HINDI_RECEIVED[kind]}।`,
  yourReference: 'आपका रेफ़रेंस नंबर',
  quoteIt: 'फ़ोन या मैसेज करते समय कृपया यह नंबर बताएँ।',
  whatHappensNext: 'आगे क्या होगा',
  replyPromise: () => 'क्लिनिक खुला रहने के समय में हम जल्द ही आपको फ़ोन या WhatsApp करेंगे।',
  askedFor: (treatment, date, time) =>
    `आपने ${treatment} के लिए ${formatCalendarDate(date, LANGUAGE_FACTS.hi.locale)}, ${formatClockTimeIn(time, LANGUAGE_FACTS.hi.locale)} का समय माँगा है। ` +
    'यह अभी अनुरोध है, बुकिंग नहीं: हम आपसे तारीख़ और समय पक्का करेंगे, या वह समय खाली न हो तो कोई और समय सुझाएँगे।',
  manageLink: 'देखें कि आपका अनुरोध कहाँ तक पहुँचा, अपॉइंटमेंट पक्का होने पर उसे अपने कैलेंडर में जोड़ें, कोई और समय माँगें या रद्द करें',
  keepLinkPrivate: 'कृपया यह लिंक किसी और को न दें।',
  callUs: 'हमें फ़ोन करें',
  whatsAppUs: 'हमें WhatsApp करें',
  whatsAppNote: 'आपका रेफ़रेंस नंबर उसमें पहले से लिखा होगा',
  yourBranch: 'आपकी शाखा',
  ourBranches: 'हमारी शाखाएँ',
  open: (hours) => `खुलने का समय: ${hoursIn(hours, 'hi', 'रोज़')}।`,
  privacy: (kind, siteUrl, site) =>
    `आपको यह ईमेल इसलिए मिला है क्योंकि ${siteUrl} पर ${kind === 'contact' ? 'संपर्क' : 'अपॉइंटमेंट'} फ़ॉर्म में यह पता लिखा गया था। ` +
    'अगर वह आप नहीं थे, तो इस ईमेल का जवाब देकर हमें बताएँ; हम वह अनुरोध मिटा देंगे। ' +
    `हम अनुरोध ${site.requests.retentionMonths} महीने तक रखते हैं, फिर मिटा देते हैं; अपना अनुरोध उससे पहले मिटवाना हो तो इस ईमेल का जवाब दें या हमें फ़ोन करें।`,
};

export const ACKNOWLEDGEMENT_STRINGS: Readonly<Record<Language, AcknowledgementStrings>> = { en: ENGLISH, gu: GUJARATI, hi: HINDI };
