import { Link } from 'react-router-dom';
import { IntroScreen } from '@/common/components/IntroScreen';
import { pageUrls } from '@/common/urls';
import { useDocumentTitle } from '@/common/useDocumentTitle';
import { documentTitle } from '@/domain';

/** Where the links in account emails lead, such as the one to reset a password. */
export function UserManagementPage() {
  useDocumentTitle(documentTitle('Account management'));

  return (
    <IntroScreen
      title="Account management"
      lead="Finish what an email from us asked you to do, such as choosing a new password."
      actions={
        <Link className="button button-secondary" to={pageUrls.home}>
          Back to home
        </Link>
      }
    />
  );
}
