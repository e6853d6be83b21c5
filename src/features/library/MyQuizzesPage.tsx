import { Link } from 'react-router-dom';
import { IntroScreen } from '@/common/components/IntroScreen';
import { useDocumentTitle } from '@/common/useDocumentTitle';
import { documentTitle, screenTexts } from '@/domain';

/** The quizzes the signed-in user has made. */
export function MyQuizzesPage() {
  useDocumentTitle(documentTitle(screenTexts.myQuizzesTitle));

  return (
    <IntroScreen
      title="Your quizzes"
      lead="Every quiz you have made, newest first, ready to view, host, edit or delete."
      actions={
        <>
          <Link className="button button-primary" to="/editor">
            Create a new quiz
          </Link>
          <Link className="button button-secondary" to="/search?q=">
            Explore quizzes
          </Link>
        </>
      }
    />
  );
}
