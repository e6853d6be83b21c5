// Explore's only contact with Firebase: the searchQuizzes callable (SPEC §7), open to visitors too.
// Component tests replace this module (vi.mock).
import type { SearchQuizzesRequest, SearchResultItem } from '@/domain';
import { callFunction } from '@/firebase/calls';

export function searchQuizzes(request: SearchQuizzesRequest): Promise<SearchResultItem[]> {
  return callFunction<SearchQuizzesRequest, SearchResultItem[]>('searchQuizzes', request);
}
