import { Link } from 'react-router-dom';
import { IntroScreen } from '@/common/components/IntroScreen';
import { useDocumentTitle } from '@/common/useDocumentTitle';
import { documentTitle } from '@/domain';

/** One quiz's details and questions, with the ways to host, share or edit it. */
export function QuizViewerPage() {
  useDocumentTitle(documentTitle('Quiz'));

  return (
    <IntroScreen
      title="Quiz"
      lead="A quiz's title, author and questions at a glance, with buttons to host it, share it or, if it is yours, edit it."
      actions={
        <Link className="button button-primary" to="/search?q=">
          Explore quizzes
        </Link>
      }
    />
  );
}
