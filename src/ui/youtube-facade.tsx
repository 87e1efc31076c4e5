import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { Icon } from './icon';
import { toYouTubeEmbedUrl, withEmbedParams, YOUTUBE_THUMBNAIL_SIZE, youTubeThumbnailUrl, youTubeVideoId, youTubeWatchUrl } from './youtube';
import { useSectionWords } from '../i18n/dictionary-context';
import { controlsWords } from '../i18n/section-words/controls';
import './youtube-facade.css';

/**
 * A YouTube video that costs nothing until someone wants it: a thumbnail from i.ytimg.com and a play
 * button; the player frame (youtube-nocookie.com, autoplaying) replaces them only after a press, with
 * a spinner until it has loaded. Without JavaScript the play button is a link to the video on YouTube.
 * Any link the site accepts works (watch, shorts, youtu.be, embed; see youtube.ts); a link that is not
 * YouTube's is logged and framed as given.
 *
 *   <YouTubeFacade url={item.youtubeLink} title="A patient on her implant treatment" />
 *   <YouTubeFacade url={url} title="Video" active />   // in a popup opened by a press: the frame at once
 *
 * Props
 *   url        the video link
 *   title      names the video: the thumbnail's alt text, part of the play button's name, the frame's title
 *   active     start with the frame (the visitor already pressed play elsewhere). Default false.
 *   className  on the wrapper, which is 16:9 and as wide as its container
 */
export interface YouTubeFacadeProps {
  url: string;
  title: string;
  active?: boolean;
  className?: string;
}

export function YouTubeFacade({ url, title, active = false, className }: YouTubeFacadeProps) {
  const [playing, setPlaying] = useState(active);
  const [loaded, setLoaded] = useState(false);
  const common = useSectionWords('controls', controlsWords);
  const pressed = useRef(false);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const id = youTubeVideoId(url);

  // After a press on the thumbnail, keyboard focus follows into the player that replaced it.
  useEffect(() => {
    if (playing && pressed.current) frameRef.current?.focus();
  }, [playing]);

  const play = (event: MouseEvent<HTMLAnchorElement>) => {
    // A modified click (new tab, new window) keeps its meaning: the video on YouTube.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    pressed.current = true;
    setPlaying(true);
  };

  return (
    <div className={className ? `youtube-facade ${className}` : 'youtube-facade'}>
      {playing ? (
        <>
          <iframe
            ref={frameRef}
            src={withEmbedParams(toYouTubeEmbedUrl(url))}
            title={title}
            allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
            allowFullScreen
            // YouTube refuses to play embeds that arrive without a referrer; a site-wide no-referrer
            // policy would otherwise break every video.
            referrerPolicy="strict-origin-when-cross-origin"
            onLoad={() => setLoaded(true)}
          />
          {!loaded && (
            <span className="youtube-facade__spinner" role="status">
              <span className="visually-hidden">{common.loadingVideo}</span>
            </span>
          )}
        </>
      ) : (
        <a className="youtube-facade__play" href={youTubeWatchUrl(url)} aria-label={common.playVideo(title)} onClick={play}>
          {id && (
            <img
              className="youtube-facade__thumbnail"
              src={youTubeThumbnailUrl(id)}
              alt={title}
              width={YOUTUBE_THUMBNAIL_SIZE.width}
              height={YOUTUBE_THUMBNAIL_SIZE.height}
              loading="lazy"
              decoding="async"
            />
          )}
          <span className="youtube-facade__button" aria-hidden="true">
            <Icon name="play" size={30} />
          </span>
        </a>
      )}
    </div>
  );
}
