import type { branchWords } from '../section-words/branch';
import type { branchDetailWords } from '../section-words/branch-detail';
import type { thankYouWords } from '../section-words/thank-you';
import type { heroWords } from '../section-words/hero';
import type { aboutBlockWords } from '../section-words/about-block';
import type { whyChooseUsWords } from '../section-words/why-choose-us';
import type { treatmentsCarouselWords } from '../section-words/treatments-carousel';
import type { marqueeWords } from '../section-words/marquee';
import type { testimonialsWords } from '../section-words/testimonials';
import type { galleryWords } from '../section-words/gallery';
import type { socialVideoWords } from '../section-words/social-video';
import type { beforeAfterWords } from '../section-words/before-after';
import type { emergencyCtaWords } from '../section-words/emergency-cta';
import type { highlightsWords } from '../section-words/highlights';
import type { stackedCardsWords } from '../section-words/stacked-cards';
import type { dentistSpotlightWords } from '../section-words/dentist-spotlight';
import type { richTextWords } from '../section-words/rich-text';
import type { treatmentArticleWords } from '../section-words/treatment-article';
import type { carouselWords } from '../section-words/carousel';
import type { mapWords } from '../section-words/map';
import type { mapSketchWords } from '../section-words/map-sketch';
import type { seoWords } from '../section-words/seo';
import type { controlsWords } from '../section-words/controls';

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
  statusBanner: {
    success: 'Message sent successfully!',
    failure: 'Message failed to send.',
  },
};

/**
 * The words of the sections (and the parts only they use), by section. English's live beside the
 * dictionary in ../section-words/, each loaded with the code that shows it, so a page loads only
 * its own sections' words; the other languages give all of them here (`sections`).
 */
export interface SectionWords {
  branch: typeof branchWords;
  branchDetail: typeof branchDetailWords;
  thankYou: typeof thankYouWords;
  hero: typeof heroWords;
  aboutBlock: typeof aboutBlockWords;
  whyChooseUs: typeof whyChooseUsWords;
  treatmentsCarousel: typeof treatmentsCarouselWords;
  marquee: typeof marqueeWords;
  testimonials: typeof testimonialsWords;
  gallery: typeof galleryWords;
  socialVideo: typeof socialVideoWords;
  beforeAfter: typeof beforeAfterWords;
  emergencyCta: typeof emergencyCtaWords;
  highlights: typeof highlightsWords;
  stackedCards: typeof stackedCardsWords;
  dentistSpotlight: typeof dentistSpotlightWords;
  richText: typeof richTextWords;
  treatmentArticle: typeof treatmentArticleWords;
  carousel: typeof carouselWords;
  map: typeof mapWords;
  /** Drawn into the sketch maps at build time (no page loads them). */
  mapSketch: typeof mapSketchWords;
  seo: typeof seoWords;
  controls: typeof controlsWords;
}

/** The shape every language's dictionary has: English's keys, each a string (or a function, with the same parameters). */
export type Dictionary = typeof en & { sections: SectionWords };

/** The words a page renders with: English's (without its sections', which come with them) or another language's whole dictionary. */
export type PageWords = typeof en & { sections?: SectionWords };
