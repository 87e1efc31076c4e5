/** The branch page's texts when its JSON leaves one out (placeholders in braces). */
export const branchDetailWords = {
  heading: '{clinic}, {branch}',
  metaTitle: '{clinic}, {branch} | Dentist in {locality}',
  metaDescription: 'Opening hours, address, map and directions of {clinic} in {branch}, {locality}: call, WhatsApp or book an appointment at this branch.',
  home: 'Home',
  clinics: 'Clinics',
  hoursTitle: 'Opening hours',
  dayLabel: 'Day',
  hoursLabel: 'Hours',
  closuresTitle: 'Upcoming closures',
  mapTitle: 'Map and directions',
  landmarks: 'Finding us',
  parking: 'Parking',
  publicTransport: 'Public transport',
  photosTitle: 'Photos',
  dentistsTitle: 'Dentists at this branch',
  treatmentsTitle: 'Treatments offered here',
};
