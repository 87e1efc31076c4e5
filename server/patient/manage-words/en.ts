/**
 * Everything the patient's page for their request says, in English (a request made on the
 * English site). Gujarati and Hindi (gu.ts, hi.ts) have this object's type, so a key one of them
 * lacks is a type error. A text built around a value is a function of it; a text with a link or the
 * reference inside it comes as its pieces (`before`, `after`), which the page puts around the
 * element. Dates and times come written already (manage-view.ts, with the e-mails' formats).
 */
export const en = {
  /** The page titles (before " · clinic name"); the main heading says the same where it has one. */
  titles: {
    request: 'Your appointment request',
    cancel: 'Cancel your request?',
    ended: 'This request has ended',
    tooManyAttempts: 'Please try again later',
    refused: 'Nothing was changed',
    unavailable: 'Please try again',
    failed: 'Something went wrong',
    noCalendar: 'No calendar file yet',
  },
  /** Around the clinic's phone number, at the foot of every page. */
  footer: { before: 'Questions? Call us on ', after: '.' },
  /** After an action the page took. */
  notices: {
    cancelled: 'Your request is cancelled. The clinic has been told.',
    'change-sent': 'Thank you: the clinic has your message and will call or WhatsApp you to agree a new time.',
  },
  /** Around the request's reference, under the heading. */
  lead: (firstName: string | undefined) => ({ before: `${firstName ? `Hello ${firstName}, here` : 'Here'} is where your request `, after: ' stands.' }),
  facts: {
    day: 'Day',
    dayAskedFor: 'Day asked for',
    time: 'Time',
    timeAskedFor: 'Time asked for',
    branch: 'Branch',
    openInMaps: 'Open in Google Maps',
  },
  status: {
    received: 'Received',
    receivedText:
      'We have your appointment request. This is not yet a booking: we will call or WhatsApp you to agree the time, then confirm it here and by e-mail.',
    confirmedFor: (day: string, time: string, branch: string | undefined) => `Confirmed for ${day} at ${time}${branch ? `, ${branch}` : ''}`,
    rescheduled: 'The time was changed: this is your new appointment.',
    cancelled: 'Cancelled',
    /** Who cancelled, when the request records it (requests cancelled before it did say neither). */
    cancelledBy: { patient: 'You cancelled this request.', clinic: 'The clinic cancelled this request.', unknown: 'This request is cancelled.' },
    bookAgain: 'To book another visit, send a new request or call us.',
  },
  addToCalendar: 'Add to my calendar (.ics)',
  change: {
    title: 'Ask for another time',
    label: 'Which days or times would suit you?',
    hint: (maxLength: number) => `Up to ${maxLength} characters. We will call or WhatsApp you to agree the new time; until then your request stays as it is.`,
    send: 'Send to the clinic',
  },
  /** Why a request for another time was not taken (the unsafe-character messages are the forms' own). */
  changeErrors: {
    empty: 'Tell us which days or times would suit you',
    tooLong: (maxLength: number) => `Message must be ${maxLength} characters or fewer`,
    limitReached: (perDay: number) =>
      `You have sent ${perDay} requests for another time today, as many as this page takes in a day. We have them all and will be in touch; if it cannot wait, please call us`,
  },
  cancel: {
    title: 'Cancel',
    text: 'If you no longer need this appointment, cancel it so that someone else can have the time.',
    button: 'Cancel my request',
  },
  private: 'This page is private to you: anyone with its link can change your request, so please do not share it.',
  /** The confirm step: around the reference; `visit` once there is a confirmed one. */
  cancelStep: {
    text: (visit: { day: string; time: string } | undefined) => ({
      before: `This cancels ${visit ? `your appointment on ${visit.day} at ${visit.time}` : 'your appointment request'} (`,
      after: '). The clinic is told at once. To visit later, you will need to send a new request.',
    }),
    confirm: 'Yes, cancel it',
    keep: 'No, keep it',
  },
  /** A link that opens nothing: the text goes around the phone number and the booking link. */
  ended: {
    heading: 'This request has ended.',
    before: 'This link no longer opens a request. Links work until the end of the day of the visit. To book a visit or ask about one, call us on ',
    or: ' or ',
    newRequest: 'send a new request',
    after: '.',
  },
  tooManyAttempts: (minutes: number) =>
    `Too many links that open no request came from your network. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}, or call us.`,
  refused: {
    text: 'This form could not be checked, so nothing was changed. Please open your request from its link again and repeat what you wanted to do.',
    back: 'Back to my request',
  },
  unavailable: 'Your request cannot be reached just now, and nothing was changed. Please try again in a minute, or call us.',
  failed: 'Nothing was changed. Please try again, or call us.',
  noCalendar: 'The calendar file is ready once the clinic confirms your visit.',
};

export type ManageWords = typeof en;
