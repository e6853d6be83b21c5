import { YouTubeVideo } from '@/common/components/YouTubeVideo';
import { useImageUrl } from '@/common/useImageUrl';
import { extractVideoId, MediaMode, type Question, type StoragePath } from '@/domain';
import './questionMedia.css';

/** Whether the question has an image or a video to show. */
export function hasMedia(question: Question): boolean {
  if (question.mediaMode === MediaMode.Image) return Array.isArray(question.mediaURL);
  if (question.mediaMode === MediaMode.Video) {
    return typeof question.mediaURL === 'string' && extractVideoId(question.mediaURL) !== null;
  }
  return false;
}

/**
 * A question's image or embedded video, fitted into the space the screen gives it. The video starts by
 * itself, muted (browsers only autoplay muted video, and the game's music plays meanwhile).
 */
export function QuestionMedia({ question }: { question: Question }) {
  if (question.mediaMode === MediaMode.Image && Array.isArray(question.mediaURL)) {
    return <QuestionImage path={question.mediaURL} />;
  }
  const videoId =
    question.mediaMode === MediaMode.Video && typeof question.mediaURL === 'string'
      ? extractVideoId(question.mediaURL)
      : null;
  if (videoId === null) return null;
  return (
    <div className="host-media host-media-video">
      <YouTubeVideo
        videoId={videoId}
        className="host-video-player"
        iframeClassName="host-video-iframe"
        loadingClassName="host-media-loading"
        autoplayMuted
      />
    </div>
  );
}

function QuestionImage({ path }: { path: StoragePath }) {
  const url = useImageUrl(path);
  return (
    <div className="host-media host-media-image">
      {url ? <img src={url} alt="" /> : <span className="skeleton host-media-loading" />}
    </div>
  );
}
