import { useEffect, useState } from 'react';
import type { StoragePath } from '@/domain';
import { imageUrl } from './libraryGateway';

/**
 * The address of an uploaded image, or null until it resolves and when there is none. An image that
 * cannot be resolved (removed from storage) leaves its place to the generated cover, which is what the
 * reader would want in its place anyway.
 */
export function useImageUrl(path: StoragePath | null | undefined): string | null {
  const [folder, file] = path ?? [];
  const [resolved, setResolved] = useState<{ key: string; url: string } | null>(null);
  const key = folder && file ? `${folder}/${file}` : null;

  useEffect(() => {
    if (!folder || !file) return;
    let current = true;
    imageUrl([folder, file]).then(
      (url) => current && setResolved({ key: `${folder}/${file}`, url }),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [folder, file]);

  return resolved && resolved.key === key ? resolved.url : null;
}
