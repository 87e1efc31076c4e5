/**
 * The site's own words (its chrome: navigation, buttons, labels, empty states, and the texts a
 * section writes when its page leaves one out) in English. Every other language's dictionary has
 * the type of this one (`Dictionary`), so a key it lacks is a type error. A text built around a
 * value is a function of it, with the same parameters in every language. Texts the content
 * maintainers write live in pages/*.json, not here.
 */
export const en = {
  languageSwitcher: {
    /** The switcher's landmark name, in the page's language. */
    label: 'Language',
  },
  common: {
    /** Said (visually hidden) after a link that opens a new tab. */
    newTab: '(opens in a new tab)',
    /** A link's accessible name when it opens a new tab. */
    inNewTab: (label: string) => `${label} (opens in a new tab)`,
    breadcrumb: 'Breadcrumb',
    close: 'Close',
    pause: 'Pause',
    play: 'Play',
    readMore: 'Read more',
    readLess: 'Read less',
    video: 'Video',
    loadingVideo: 'Loading video…',
    playVideo: (title: string) => `Play video: ${title}`,
  },
  layout: {
    skipToContent: 'Skip to content',
    mainNav: 'Main',
    homeLink: (clinic: string) => `${clinic}, home`,
    openMenu: 'Open menu',
    menu: 'Menu',
    closeMenu: 'Close menu',
    /** The treatments nav item's expanding button. */
    submenu: (label: string) => `${label} menu`,
    allTreatments: 'All treatments',
    scrollForMore: 'Scroll for more',
    callUs: 'Call us',
    chatWithUs: 'Chat with us',
  },
  carousel: {
    pauseSlides: 'Pause slides',
    playSlides: 'Play slides',
    chooseSlides: 'Choose slides',
    previous: 'Previous slides',
    next: 'Next slides',
    /** A slide's position, for screen readers: `1 of 5`. */
    slideOf: (n: number, count: number) => `${n} of ${count}`,
    slide: (n: number) => `Slide ${n}`,
    slides: (first: number, last: number) => `Slides ${first} to ${last}`,
  },
  map: {
    branchFrameTitle: (branch: string) => `Map of the ${branch} branch (Google Maps)`,
    branchSketchAlt: (branch: string) => `Sketch map of the streets around the ${branch} branch, its entrance pinned`,
    frameTitle: (clinic: string) => `Interactive map of ${clinic} (Google Maps)`,
    sketchAlt: (clinic: string, branches: string) => `Sketch map of Ahmedabad marking ${clinic}'s branches: ${branches}`,
    openInMapsFor: (branch: string) => `Open in Google Maps: ${branch} (opens in a new tab)`,
  },
  /** What a branch's card and page say when the page's JSON leaves a text out (placeholders in braces). */
  branch: {
    today: 'Today',
    closed: 'Closed',
    openNow: 'Open now, until {closes}',
    opensToday: 'Closed now, opens today at {opens}',
    opensTomorrow: 'Closed now, opens tomorrow at {opens}',
    opensLater: 'Closed now, opens {day} at {opens}',
    closedNow: 'Closed now',
    closure: 'Closed today: {note}',
    call: 'Call {phone}',
    whatsApp: 'WhatsApp',
    directions: 'Get directions',
    book: 'Book at this branch',
    details: 'Hours, map and directions',
    showMap: 'Show interactive map',
    mapNote: 'Loads Google Maps, which may set cookies.',
    openInMaps: 'Open in Google Maps',
    newTab: '(opens in a new tab)',
  },
  /** The branch page's texts when its JSON leaves one out (placeholders in braces). */
  branchDetail: {
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
  },
  statusBanner: {
    success: 'Message sent successfully!',
    failure: 'Message failed to send.',
  },
  thankYou: {
    /** The summary's first line: which request this was. */
    request: 'Request',
  },
  hero: {
    /** The first is the page's h1, the second also heads any further slide. */
    headings: ['Your Trusted Dental Clinic in Ahmedabad for Healthy Smiles.', 'Commitment to have the smile you always wanted.'] as readonly string[],
    label: 'Welcome',
    badge: (clinic: string) => `Welcome to ${clinic}`,
    intro: (branches: string, hours: string) => `Gentle, modern dental care for the whole family in ${branches}, Ahmedabad, open ${hours}.`,
    defaultAlt: (clinic: string) => `${clinic}, a dental clinic in Ahmedabad`,
  },
  aboutBlock: {
    badgeLabel: 'Year Experience',
    tagline: 'Expert Care at Best Dental Clinic in Ahmedabad',
    label: 'About Us',
    title: 'Caring for Smiles in Ahmedabad',
    button: 'About Us',
    imageAlt: 'Illustration of a bright treatment room with a dental chair, an overhead light and a plant',
    signatureAlt: (dentist: string) => `Signature of Dr. ${dentist}`,
    /** `count` branches, named in `branches`. */
    intro: (clinic: string, count: number, branches: string, hours: string) =>
      `${clinic} looks after families at ${count > 1 ? `${count} branches` : 'its clinic'} in Ahmedabad, ${branches}, open ${hours}.`,
    explanation:
      'Every visit starts with a clear explanation of your options and what each one involves, so that you can decide on your treatment with confidence.',
    /** The tagline's pause control: the visible word, then its visually hidden object. */
    pauseTagline: 'the rotating tagline',
  },
  whyChooseUs: {
    label: 'Why Choose Us',
    title: 'Because every smile deserves special care.',
    playLabel: 'Play the clinic video',
    benefits: ['Experienced team', 'Advanced technology', 'Personalised dental care', 'Hygiene and safety first'] as readonly string[],
    pauseVideo: 'Pause video',
    playVideo: 'Play video',
  },
  treatmentsCarousel: {
    label: 'Our Treatments',
    title: 'Complete care for every smile',
    readMore: 'Read More',
    cards: 'Treatment cards',
    pause: 'Pause treatments',
    play: 'Play treatments',
  },
  marquee: {
    pause: 'Pause scrolling text',
    play: 'Play scrolling text',
  },
  testimonials: {
    pause: 'Pause testimonials',
    play: 'Play testimonials',
    loading: 'Loading testimonials',
    /** The link to a patient's video. */
    playVideo: (name: string) => `Play ${name}'s video`,
  },
  gallery: {
    all: 'All',
    emptyTitle: 'No Image or Video Found',
    emptyText: 'There are no images or videos in this category yet. Please check back later, or choose another category.',
    categories: 'Gallery categories',
    loading: 'Loading images',
  },
  socialVideo: {
    loading: 'Loading Instagram video...',
    fallback: 'Watch the video on Instagram',
  },
  beforeAfter: {
    title: 'Before and After',
    before: 'Before treatment',
    after: 'After treatment',
    slider: 'Compare before and after',
  },
  emergencyCta: {
    title: 'Having pain in a tooth?',
    text: 'Book your emergency visit today.',
    button: 'Book Appointment',
    callLabel: 'Or call us now:',
  },
  highlights: {
    label: 'Why patients choose us',
  },
  stackedCards: {
    button: 'Book Appointment',
  },
  dentistSpotlight: {
    /** `{name}` is the dentist's name. */
    title: 'Dr. {name}',
  },
  richText: {
    updated: 'Last Updated',
  },
  treatmentArticle: {
    glanceTitle: 'At a glance',
    visits: 'Typical visits',
    timePerVisit: 'Time per visit',
    anaesthesia: 'Anaesthesia',
    recovery: 'Recovery',
    glanceNote: 'Typical ranges; your dentist will tell you what applies to you.',
    onThisPage: (title: string) => `${title} on this page`,
  },
  forms: {
    sendMessage: 'Send Message',
    sendingMessage: 'Sending...',
    bookAppointment: 'Book Appointment',
    sendingAppointment: 'Sending',
  },
  seo: {
    home: 'Home',
    blogs: 'Blogs',
    /** Between the last two branch names read aloud in a preview image's alt text. */
    and: 'and',
  },
};

/** The shape every language's dictionary has: English's keys, each a string (or a function, with the same parameters). */
export type Dictionary = typeof en;
