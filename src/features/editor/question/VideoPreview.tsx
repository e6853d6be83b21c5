import { YouTubeVideo } from '@/common/components/YouTubeVideo';

/** The question's video as players will see it, in a 16:9 frame that keeps its size while it loads. */
export function VideoPreview({ videoId }: { videoId: string }) {
  return (
    <div className="qe-media-frame qe-video-frame">
      <YouTubeVideo
        videoId={videoId}
        className="qe-video-player"
        iframeClassName="qe-video-iframe"
        loadingClassName="qe-image-loading"
      />
    </div>
  );
}
