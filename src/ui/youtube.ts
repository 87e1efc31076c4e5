/**
 * Turns a YouTube watch or short link into its embed address (SPEC §5): a link that already
 * contains 'embed' is kept; one without a recognisable video id is logged and used as given.
 * The embed address is YouTube's privacy-enhanced host, which sets no cookies until the video
 * is played (and the one the Content-Security-Policy's frame-src names first).
 */
export function toYouTubeEmbedUrl(link: string): string {
  if (link.includes('embed')) return link;
  const id = extractVideoId(link);
  if (!id) {
    console.error('Not a recognisable YouTube link, using it as given:', link);
    return link;
  }
  return `https://www.youtube-nocookie.com/embed/${id}`;
}

function extractVideoId(link: string): string | undefined {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return undefined;
  }
  const host = url.hostname.replace(/^www\.|^m\./, '');
  const candidate =
    host === 'youtu.be' ? url.pathname.slice(1).split('/')[0]
    : host === 'youtube.com' && url.pathname === '/watch' ? url.searchParams.get('v') ?? ''
    : host === 'youtube.com' && url.pathname.startsWith('/shorts/') ? url.pathname.split('/')[2] ?? ''
    : '';
  return /^[A-Za-z0-9_-]{11}$/.test(candidate) ? candidate : undefined;
}
