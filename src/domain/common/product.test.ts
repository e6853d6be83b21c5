import { describe, expect, it } from 'vitest';
import { documentTitle, editorDocumentTitle, PRODUCT_NAME } from './product';

describe('document titles (SPEC §2)', () => {
  it('follow the screen title with the product name', () => {
    expect(PRODUCT_NAME).toBe('Loqi');
    expect(documentTitle('View Quizzes')).toBe('View Quizzes | Loqi');
    expect(documentTitle('Account')).toBe('Account | Loqi');
    expect(documentTitle()).toBe('Loqi');
  });

  it('mark unsaved changes in the editor with *', () => {
    expect(editorDocumentTitle('Capitals', false)).toBe('Capitals | Loqi');
    expect(editorDocumentTitle('Capitals', true)).toBe('*Capitals | Loqi');
  });
});
