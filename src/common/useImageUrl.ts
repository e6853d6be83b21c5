import { createContext, use, useEffect, useState } from 'react';
import type { StoragePath } from '@/domain';

/** Resolves an uploaded file (quizUploads/{folder}/{file}) to an address an <img> can load. */
export type ImageUrlResolver = (path: StoragePath) => Promise<string>;

/**
 * Where useImageUrl resolves addresses. common/ may not reach Firebase, so the app provides Storage's
 * resolver at its root (and tests their own); without a provider no image resolves.
 */
export const ImageUrlContext = createContext<ImageUrlResolver>(() =>
  Promise.reject(new Error('No ImageUrlContext provider resolves image addresses here.')),
);

/**
 * The address of an uploaded image, or null until it resolves and when there is none. An image that
 * cannot be resolved (removed from storage) leaves its place to whatever the caller shows instead: a
 * generated cover, a placeholder.
 */
export function useImageUrl(path: StoragePath | null | undefined): string | null {
  const resolve = use(ImageUrlContext);
  const [folder, file] = path ?? [];
  const [resolved, setResolved] = useState<{ key: string; url: string } | null>(null);
  const key = folder && file ? `${folder}/${file}` : null;

  useEffect(() => {
    if (!folder || !file) return;
    let current = true;
    resolve([folder, file]).then(
      (url) => current && setResolved({ key: `${folder}/${file}`, url }),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [resolve, folder, file]);

  return resolved && resolved.key === key ? resolved.url : null;
}
