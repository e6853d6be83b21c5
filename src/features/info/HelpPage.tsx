import { StatusScreen } from '@/common/components/StatusScreen';
import { useDocumentTitle } from '@/common/useDocumentTitle';
import { documentTitle, screenTexts } from '@/domain';

/** Help pages are not written yet; every /help/* path says so (SPEC §2). */
export function HelpPage() {
  useDocumentTitle(documentTitle('Help'));

  return <StatusScreen message={screenTexts.comingSoon} />;
}
