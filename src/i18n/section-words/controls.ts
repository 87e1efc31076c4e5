/** The controls of the parts sections use (dialogs, players, read more) and breadcrumbs' landmark name: loaded with them. */
export const controlsWords = {
  breadcrumb: 'Breadcrumb',
  close: 'Close',
  pause: 'Pause',
  play: 'Play',
  readMore: 'Read more',
  readLess: 'Read less',
  video: 'Video',
  loadingVideo: 'Loading video…',
  playVideo: (title: string) => `Play video: ${title}`,
};
