/** Valid form payloads the API tests post, and the clinic clock they are valid at. */

/** The limits pages/site.json sets: six months ahead, 8 am to 10 pm, in India. */
export const SAMPLE_BOOKING_RULES = { horizonMonths: 6, opens: '08:00', closes: '22:00', timeZone: 'Asia/Kolkata' } as const;

// 2026-05-10 14:30 at the clinic (UTC+05:30).
export const SAMPLE_NOW = new Date('2026-05-10T09:00:00.000Z');

/** The treatments the test servers offer (ids as pages/treatments names them). */
export const SAMPLE_TREATMENTS = [
  { id: 'dental-cleaning', label: 'Dental Cleaning' },
  { id: 'root-canal', label: 'Root Canal' },
];

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
