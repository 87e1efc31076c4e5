/** The carousels' controls and names (loaded with the parts that show them). */
export const carouselWords = {
  pauseSlides: 'Pause slides',
  playSlides: 'Play slides',
  chooseSlides: 'Choose slides',
  previous: 'Previous slides',
  next: 'Next slides',
  /** A slide's position, for screen readers: `1 of 5`. */
  slideOf: (n: number, count: number) => `${n} of ${count}`,
  slide: (n: number) => `Slide ${n}`,
  slides: (first: number, last: number) => `Slides ${first} to ${last}`,
};
