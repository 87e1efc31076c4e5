import { afterEach, describe, expect, it, vi } from 'vitest';
import { toYouTubeEmbedUrl, withEmbedParams, youTubeThumbnailUrl, youTubeVideoId, youTubeWatchUrl } from './youtube';

const ID = 'dQw4w9WgXcQ';

afterEach(() => vi.restoreAllMocks());

describe('toYouTubeEmbedUrl', () => {
  it.each([
    [`https://www.youtube.com/watch?v=${ID}`],
    [`https://youtube.com/watch?v=${ID}&t=42s`],
    [`https://m.youtube.com/watch?feature=share&v=${ID}`],
    [`https://www.youtube.com/shorts/${ID}`],
    [`https://youtu.be/${ID}`],
    [`https://youtu.be/${ID}?si=abc`],
  ])('turns %s into a privacy-enhanced embed address', (link) => {
    expect(toYouTubeEmbedUrl(link)).toBe(`https://www.youtube-nocookie.com/embed/${ID}`);
  });

  it('uses a link that already contains "embed" as it is', () => {
    const link = `https://www.youtube.com/embed/${ID}?start=10`;
    expect(toYouTubeEmbedUrl(link)).toBe(link);
  });

  it.each([['not a url'], ['https://vimeo.com/12345'], ['https://www.youtube.com/watch?v=short'], ['https://www.youtube.com/channel/abc']])(
    'logs %s and falls back to the original address',
    (link) => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      expect(toYouTubeEmbedUrl(link)).toBe(link);
      expect(error).toHaveBeenCalledWith(expect.stringContaining('Not a recognisable YouTube link'), link);
    },
  );
});

describe('video id, thumbnail and watch page', () => {
  it('reads the id from embed links too, so an embed link still gets a thumbnail', () => {
    expect(youTubeVideoId(`https://www.youtube-nocookie.com/embed/${ID}`)).toBe(ID);
    expect(youTubeVideoId(`https://www.youtube.com/embed/${ID}?autoplay=1`)).toBe(ID);
    expect(youTubeVideoId('https://example.com/embed/whatever')).toBeUndefined();
  });

  it('builds the i.ytimg.com thumbnail and the watch page', () => {
    expect(youTubeThumbnailUrl(ID)).toBe(`https://i.ytimg.com/vi/${ID}/hqdefault.jpg`);
    expect(youTubeWatchUrl(`https://youtu.be/${ID}`)).toBe(`https://www.youtube.com/watch?v=${ID}`);
    expect(youTubeWatchUrl('https://example.com/video')).toBe('https://example.com/video');
  });
});

describe('withEmbedParams', () => {
  it('adds autoplay and rel, keeping existing parameters', () => {
    expect(withEmbedParams(`https://www.youtube-nocookie.com/embed/${ID}`)).toBe(`https://www.youtube-nocookie.com/embed/${ID}?autoplay=1&rel=0`);
    expect(withEmbedParams(`https://www.youtube.com/embed/${ID}?start=10`)).toBe(`https://www.youtube.com/embed/${ID}?start=10&autoplay=1&rel=0`);
  });

  it('leaves an address it cannot parse alone', () => {
    expect(withEmbedParams('not a url')).toBe('not a url');
  });
});
