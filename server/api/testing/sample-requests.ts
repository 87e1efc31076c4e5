/** Valid form payloads the API tests post, and the clinic clock they are valid at. */
import type { RequestBranch } from '../../../src/forms/branch-rules';

/** The limits pages/site.json sets: six months ahead, 8 am to 10 pm, in India. */
export const SAMPLE_BOOKING_RULES = { horizonMonths: 6, opens: '08:00', closes: '22:00', timeZone: 'Asia/Kolkata' } as const;

// 2026-05-10 14:30 at the clinic (UTC+05:30).
export const SAMPLE_NOW = new Date('2026-05-10T09:00:00.000Z');

/** The treatments the test servers offer (ids as pages/treatments names them). */
export const SAMPLE_TREATMENTS = [
  { id: 'dental-cleaning', label: 'Dental Cleaning' },
  { id: 'root-canal', label: 'Root Canal' },
];

/**
 * Two branches as the test servers know them: one open every day with every treatment, one that
 * keeps shorter hours, closes on Sundays and on one holiday, and offers cleaning only.
 */
export const SAMPLE_BRANCHES = [
  {
    id: 'south-bopal',
    name: 'South Bopal',
    email: 'south-bopal@example.com',
    openingHours: [{ days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'], opens: '08:00', closes: '22:00' }],
    closures: [],
    treatments: ['dental-cleaning', 'root-canal'],
  },
  {
    id: 'chandkheda',
    name: 'Chandkheda',
    email: 'chandkheda@example.com',
    openingHours: [{ days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'], opens: '09:00', closes: '21:00' }],
    closures: [{ date: '2026-05-14', note: 'Demo holiday' }],
    treatments: ['dental-cleaning'],
  },
] satisfies Array<RequestBranch & { email: string }>;

export const SAMPLE_CONTACT = {
  firstName: 'Asha',
  lastName: 'Patel',
  email: 'asha.patel@example.com',
  phoneNumber: '9876543210',
  countryCode: '+91',
  message: 'Is Sunday possible?',
};

/** Later the same day as SAMPLE_NOW. */
export const SAMPLE_APPOINTMENT = {
  ...SAMPLE_CONTACT,
  service: 'Root Canal',
  date: '2026-05-10',
  time: '16:15',
};
