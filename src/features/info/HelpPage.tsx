import { StatusScreen } from '@/common/components/StatusScreen';
import { useDocumentTitle } from '@/common/useDocumentTitle';
import { screenTexts } from '@/domain/messages';
import { documentTitle } from '@/domain/product';

/** Help pages are not written yet; every /help/* path says so (SPEC §2). */
export function HelpPage() {
  useDocumentTitle(documentTitle('Help'));

  return <StatusScreen message={screenTexts.comingSoon} />;
}
