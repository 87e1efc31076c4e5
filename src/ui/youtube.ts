/**
 * YouTube link handling, shared by every video popup and facade.
 *
 *   toYouTubeEmbedUrl(link)   watch / shorts / youtu.be link → https://www.youtube-nocookie.com/embed/<id>;
 *                             a link containing 'embed' is used as is; anything else is logged and used as given
 *   youTubeVideoId(link)      the 11-character video id of a watch, shorts, youtu.be or embed link, or undefined
 *   youTubeThumbnailUrl(id)   the 480 × 360 thumbnail on i.ytimg.com (YOUTUBE_THUMBNAIL_SIZE)
 *   youTubeWatchUrl(link)     where a visitor without JavaScript is sent to watch the video
 *   withEmbedParams(src)      the frame address with autoplay on and related videos from the same channel only
 *
 * The privacy-enhanced host (youtube-nocookie.com) sets no cookies until the visitor plays the video.
 */

const NOCOOKIE_EMBED = 'https://www.youtube-nocookie.com/embed/';
const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

/** hqdefault.jpg exists for every video (maxresdefault does not), at this size. */
export const YOUTUBE_THUMBNAIL_SIZE = { width: 480, height: 360 } as const;

export function toYouTubeEmbedUrl(link: string): string {
  if (link.includes('embed')) return link;
  const id = youTubeVideoId(link);
  if (!id) {
    console.error('Not a recognisable YouTube link, using it as given:', link);
    return link;
  }
  return `${NOCOOKIE_EMBED}${id}`;
}

export function youTubeVideoId(link: string): string | undefined {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return undefined;
  }
  const host = url.hostname.replace(/^(www\.|m\.)/, '');
  const segments = url.pathname.split('/').filter(Boolean);
  let candidate = '';
  if (host === 'youtu.be') candidate = segments[0] ?? '';
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (url.pathname === '/watch') candidate = url.searchParams.get('v') ?? '';
    else if (segments[0] === 'shorts' || segments[0] === 'embed' || segments[0] === 'live') candidate = segments[1] ?? '';
  }
  return VIDEO_ID.test(candidate) ? candidate : undefined;
}

export function youTubeThumbnailUrl(id: string): string {
  return `https://i.ytimg.com/vi/${id}/hqdefault.jpg`;
}

export function youTubeWatchUrl(link: string): string {
  const id = youTubeVideoId(link);
  return id ? `https://www.youtube.com/watch?v=${id}` : link;
}

/** Adds autoplay=1 (the frame only exists because someone pressed play) and rel=0, keeping any parameters already there. */
export function withEmbedParams(src: string): string {
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return src;
  }
  url.searchParams.set('autoplay', '1');
  url.searchParams.set('rel', '0');
  return url.toString();
}
