import { lazy, Suspense } from 'react';

// The player is loaded when a video first shows, so it stays out of the first chunk of the screens that use it.
const YouTube = lazy(() => import('react-youtube'));

interface YouTubeVideoProps {
  videoId: string;
  /** Classes of the player's box and of its iframe. */
  className: string;
  iframeClassName: string;
  /** Class of the placeholder shown while the player loads. */
  loadingClassName: string;
  /** Starts by itself, muted: browsers autoplay only muted video. */
  autoplayMuted?: boolean;
}

/** A question's YouTube video (SPEC §7: the video site's embed). */
export function YouTubeVideo({
  videoId,
  className,
  iframeClassName,
  loadingClassName,
  autoplayMuted = false,
}: YouTubeVideoProps) {
  return (
    <Suspense fallback={<span className={`skeleton ${loadingClassName}`} />}>
      <YouTube
        videoId={videoId}
        title="Question video"
        className={className}
        iframeClassName={iframeClassName}
        opts={{ playerVars: { rel: 0, ...(autoplayMuted && { autoplay: 1, mute: 1, playsinline: 1 }) } }}
      />
    </Suspense>
  );
}
