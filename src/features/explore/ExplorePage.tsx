import { Link } from 'react-router-dom';
import { IntroScreen } from '@/common/components/IntroScreen';
import { useDocumentTitle } from '@/common/useDocumentTitle';
import { documentTitle, screenTexts } from '@/domain';

/** Search over the quizzes people have shared. */
export function ExplorePage() {
  useDocumentTitle(documentTitle(screenTexts.exploreTitle));

  return (
    <IntroScreen
      title={screenTexts.exploreTitle}
      lead="Search the quizzes people have shared by title or description, then view, play or host any of them."
      actions={
        <Link className="button button-primary" to="/editor">
          Make your own quiz
        </Link>
      }
    />
  );
}
