import { lazy, Suspense } from 'react';

// The player is loaded when a question first shows a video, so it stays out of the editor's first chunk.
const YouTube = lazy(() => import('react-youtube'));

/** The question's video as players will see it, in a 16:9 frame that keeps its size while it loads. */
export function VideoPreview({ videoId }: { videoId: string }) {
  return (
    <div className="qe-media-frame qe-video-frame">
      <Suspense fallback={<span className="skeleton qe-image-loading" />}>
        <YouTube
          videoId={videoId}
          title="Question video"
          className="qe-video-player"
          iframeClassName="qe-video-iframe"
          opts={{ playerVars: { rel: 0 } }}
        />
      </Suspense>
    </div>
  );
}
