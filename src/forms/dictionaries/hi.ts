import type { FormDictionary } from '../form-dictionary';
import { MESSAGE_MAX_LENGTH, NAME_MAX_LENGTH } from '../form-messages';
import { formatCalendarDate } from '../date-time-format';
import { formatClockTimeIn } from '../../i18n/locale-time';

/**
 * The forms in Hindi: plain, polite wording (आप) as the clinic would say it at the desk.
 * Loaded only by Hindi pages (forms-ui/form-dictionary-loader.ts) and by the server.
 */
const LOCALE = 'hi-IN';
const date = (isoDate: string) => formatCalendarDate(isoDate, LOCALE);
const clock = (time: string) => formatClockTimeIn(time, LOCALE);

/** The field as the subject of "… में" (in the first name, in the e-mail…). */
function unsafeText(inField: string) {
  return {
    control: `${inField} कंट्रोल कैरेक्टर नहीं हो सकते`,
    bidi: `${inField} लिखावट की दिशा बदलने वाले कैरेक्टर नहीं हो सकते`,
    surrogate: `${inField} एक अमान्य कैरेक्टर है`,
  };
}

const HINDI: FormDictionary = {
  messages: {
    firstNameRequired: 'पहला नाम लिखना ज़रूरी है',
    lastNameRequired: 'उपनाम लिखना ज़रूरी है',
    emailRequired: 'ईमेल लिखना ज़रूरी है',
    emailInvalidFormat: 'ईमेल सही तरह से नहीं लिखा गया है',
    emailNotValid: 'कृपया सही ईमेल पता लिखें',
    emailDotAtEdge: 'ईमेल के शुरू या आख़िर में बिंदु (.) नहीं हो सकता',
    emailConsecutiveDots: 'ईमेल में लगातार दो बिंदु (..) नहीं हो सकते',
    emailTooLong: 'ईमेल पता बहुत लंबा है',
    emailLocalPartTooLong: 'ईमेल में @ से पहले का हिस्सा बहुत लंबा है',
    emailDomainInvalid: 'डोमेन का नाम सही नहीं है',
    emailExtensionInvalid: 'डोमेन का आख़िरी हिस्सा (जैसे .com) सही नहीं है',
    phoneRequired: 'मोबाइल नंबर लिखना ज़रूरी है',
    phoneInvalid: '10 अंकों का सही नंबर लिखें',
    serviceRequired: 'कृपया इलाज चुनें',
    dateRequired: 'तारीख़ चुनना ज़रूरी है',
    dateInPast: 'बीती हुई तारीख़ नहीं चुनी जा सकती',
    timeRequired: 'समय चुनना ज़रूरी है',
    timeInPast: 'बीता हुआ समय नहीं चुना जा सकता',
    firstNameTooLong: `पहला नाम ज़्यादा से ज़्यादा ${NAME_MAX_LENGTH} अक्षरों का हो सकता है`,
    lastNameTooLong: `उपनाम ज़्यादा से ज़्यादा ${NAME_MAX_LENGTH} अक्षरों का हो सकता है`,
    messageTooLong: `संदेश ज़्यादा से ज़्यादा ${MESSAGE_MAX_LENGTH} अक्षरों का हो सकता है`,
    dateInvalid: 'सही तारीख़ लिखें (YYYY-MM-DD)',
    timeInvalid: 'सही समय लिखें (HH:mm, 24 घंटे)',
    countryCodeInvalid: 'देश का कोड +91 होना चाहिए',
    phoneNotMobile: 'मोबाइल नंबर लिखें: यह 6, 7, 8 या 9 से शुरू होता है',
    firstNameNeedsLetter: 'पहले नाम में कम से कम एक अक्षर होना चाहिए',
    lastNameNeedsLetter: 'उपनाम में कम से कम एक अक्षर होना चाहिए',
  },
  unsafeText: {
    firstName: unsafeText('पहले नाम में'),
    lastName: unsafeText('उपनाम में'),
    email: unsafeText('ईमेल में'),
    message: unsafeText('संदेश में'),
  },
  dateTooFarAhead: (months) => `आज से ${months} महीने बाद की तारीख़ नहीं चुनी जा सकती`,
  timeOutsideOpeningHours: (opens, closes) => `समय क्लिनिक खुले रहने के समय में होना चाहिए (${clock(opens)} से ${clock(closes)})`,
  branchRequired: 'कृपया शाखा चुनें',
  branchUnknown: 'कृपया हमारी कोई एक शाखा चुनें',
  branchClosedOn: (branchName, isoDate, note) => `${date(isoDate)} को हमारी ${branchName} शाखा बंद है${note ? ` (${note})` : ''}। कृपया कोई और दिन चुनें।`,
  branchOpenHours: (branchName, isoDate, opens, closes) =>
    `${date(isoDate)} को हमारी ${branchName} शाखा ${clock(opens)} से ${clock(closes)} तक खुली है। कृपया इसी बीच का समय चुनें।`,
  treatmentOfferedAt: (label, offering) =>
    offering.length === 0
      ? `${label} का इलाज अभी हमारी किसी भी शाखा में नहीं होता।`
      : `${label} का इलाज हमारी ${new Intl.ListFormat(LOCALE, { type: 'conjunction' }).format(offering)} ${offering.length === 1 ? 'शाखा' : 'शाखाओं'} में होता है।`,
  labels: {
    firstName: 'पहला नाम',
    lastName: 'उपनाम',
    email: 'ईमेल',
    phoneNumber: 'मोबाइल नंबर',
    countryCode: 'देश का कोड',
    branch: 'शाखा',
    service: 'इलाज',
    date: 'तारीख़',
    time: 'समय',
    message: 'संदेश',
  },
  summary: { readLabels: { date: 'पसंद की तारीख़', time: 'पसंद का समय' }, date, time: clock },
  form: {
    optional: '(वैकल्पिक)',
    countryCode: 'देश का कोड',
    selectTreatment: 'इलाज चुनें',
    checkTheForm: 'कृपया फ़ॉर्म दोबारा देखें',
    submit: {
      contact: { idle: 'संदेश भेजें', pending: 'भेजा जा रहा है...' },
      appointment: { idle: 'अपॉइंटमेंट बुक करें', pending: 'भेजा जा रहा है' },
    },
  },
};

export default HINDI;
