import { Link } from 'react-router-dom';
import { IntroScreen } from '@/common/components/IntroScreen';
import { useDocumentTitle } from '@/common/useDocumentTitle';
import { editorDocumentTitle, screenTexts } from '@/domain';

/** Where quizzes are written: questions, answers, media, points and time limits. */
export function EditorPage() {
  useDocumentTitle(editorDocumentTitle(screenTexts.untitledQuiz, false));

  return (
    <IntroScreen
      title="Quiz editor"
      lead="Write your questions, add images or videos, and set answers, points and time limits. Anyone can start; sign up for free to save."
      actions={
        <Link className="button button-secondary" to="/search?q=">
          Get ideas in Explore
        </Link>
      }
    />
  );
}
