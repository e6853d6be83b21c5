// Explore's only contact with Firebase: the searchQuizzes callable (SPEC §7), open to visitors too.
// Component tests replace this module (vi.mock).
import type { CallablePayload, SearchResultItem } from '@/domain';
import { callFunction } from '@/firebase/calls';

export function searchQuizzes(request: CallablePayload<'searchQuizzes'>): Promise<SearchResultItem[]> {
  return callFunction('searchQuizzes', request);
}
