import { StatusScreen } from '@/common/components/StatusScreen';
import { useDocumentTitle } from '@/common/useDocumentTitle';
import { screenTexts, documentTitle } from '@/domain';

/** Any path that no screen answers (SPEC §2). */
export function NotFoundPage() {
  useDocumentTitle(documentTitle('Page not found'));

  return <StatusScreen mark="404" message={screenTexts.notFound} />;
}
