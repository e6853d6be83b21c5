import { renderHook } from '@testing-library/react';
import { useDocumentTitle } from './useDocumentTitle';

describe('useDocumentTitle', () => {
  it('sets the title and follows changes to it', () => {
    const { rerender } = renderHook(({ title }) => useDocumentTitle(title), {
      initialProps: { title: 'Explore | Loqi' },
    });
    expect(document.title).toBe('Explore | Loqi');
    rerender({ title: 'Account | Loqi' });
    expect(document.title).toBe('Account | Loqi');
  });
});
