// Addresses of uploaded images in Storage (SPEC §7: quizUploads/{folder}/{file}).
import { storagePaths } from '@/domain';
import type { StoragePath } from '@/domain';
import { storageService } from './services';

/** The download address of an uploaded image. */
export async function uploadedImageUrl([folder, file]: StoragePath): Promise<string> {
  const [storage, { ref, getDownloadURL }] = await Promise.all([
    storageService(),
    import('firebase/storage'),
  ]);
  return getDownloadURL(ref(storage, storagePaths.quizUpload(folder, file)));
}
