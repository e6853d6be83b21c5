import { UploadErrorCode, uploadErrorMessage, type StoragePath, type UploadedImage } from '@/domain';
import {
  imageManagerReducer,
  imageManagerTexts,
  initialImageManagerState,
  isBusy,
  selectedImage,
  shownImages,
  withOlderImages,
  type ImageManagerEvent,
  type ImageManagerState,
} from './imageManagerState';

const image = (id: string, lastUsed = 0): UploadedImage => ({
  path: [`folder-${id}`, 'image.png'],
  pushedID: id,
  lastUsed,
});

const page = (ids: string[], hasMore = false) => ({ images: ids.map((id) => image(id)), hasMore });

/** The state after `events`, from the dialog's opening. */
const after = (...events: ImageManagerEvent[]): ImageManagerState =>
  events.reduce(imageManagerReducer, initialImageManagerState);

const ids = (state: ImageManagerState) => shownImages(state).map((shown) => shown.pushedID);

describe('the uploads list', () => {
  it('loads, then shows the first page; nothing is shown or selected before', () => {
    expect(initialImageManagerState.list).toEqual({ status: 'loading' });
    expect(shownImages(initialImageManagerState)).toEqual([]);
    expect(selectedImage(initialImageManagerState)).toBeNull();
    const state = after({ type: 'pageRead', page: page(['a', 'b'], true) });
    expect(state.list).toEqual({ status: 'ready', ...page(['a', 'b'], true) });
    expect(ids(state)).toEqual(['a', 'b']);
  });

  it('fails, and asks again on Try again (a new attempt, loading meanwhile)', () => {
    const failed = after({ type: 'pageFailed' });
    expect(failed.list).toEqual({ status: 'failed' });
    const retried = imageManagerReducer(failed, { type: 'retried' });
    expect(retried.list).toEqual({ status: 'loading' });
    expect(retried.attempt).toBe(failed.attempt + 1);
    expect(imageManagerReducer(retried, { type: 'retried' }).attempt).toBe(failed.attempt + 2);
  });

  it('adds the next page after the first, leaving out images already shown', () => {
    const asked = after(
      { type: 'pageRead', page: page(['a', 'b'], true) },
      { type: 'fileRefused', notice: 'too big' },
      { type: 'moreAsked' },
    );
    expect(asked.loadingMore).toBe(true);
    expect(asked.notice).toBeNull();
    const read = imageManagerReducer(asked, { type: 'moreRead', page: page(['b', 'c'], false) });
    expect(ids(read)).toEqual(['a', 'b', 'c']);
    expect(read.list).toMatchObject({ hasMore: false });
    expect(read.loadingMore).toBe(false);
  });

  it('keeps the first page when the next cannot be read, and says so', () => {
    const state = after(
      { type: 'pageRead', page: page(['a'], true) },
      { type: 'moreAsked' },
      { type: 'moreFailed' },
    );
    expect(ids(state)).toEqual(['a']);
    expect(state.loadingMore).toBe(false);
    expect(state.notice).toBe(imageManagerTexts.loadMoreFailed);
  });

  it('withOlderImages keeps the order: those shown first, then the new ones of the page', () => {
    expect(withOlderImages([image('x'), image('y')], page(['y', 'z', 'x', 'w'], true))).toEqual(
      page(['x', 'y', 'z', 'w'], true),
    );
  });
});

describe('selecting and deleting', () => {
  const ready = after({ type: 'pageRead', page: page(['a', 'b', 'c']) });

  it('selects one image at a time, and selecting leaves the question of deleting', () => {
    const state = after(
      { type: 'pageRead', page: page(['a', 'b', 'c']) },
      { type: 'selected', pushedID: 'a' },
      { type: 'deleteAsked' },
      { type: 'selected', pushedID: 'b' },
    );
    expect(selectedImage(state)?.pushedID).toBe('b');
    expect(state.confirmingDelete).toBe(false);
  });

  it('selects nothing for an id not shown', () => {
    expect(selectedImage(imageManagerReducer(ready, { type: 'selected', pushedID: 'gone' }))).toBeNull();
  });

  it('asks, then deletes the image: it leaves the grid, and nothing is selected', () => {
    const confirming = [
      { type: 'selected', pushedID: 'b' },
      { type: 'deleteAsked' },
    ] satisfies ImageManagerEvent[];
    const asked = confirming.reduce(imageManagerReducer, ready);
    expect(asked.confirmingDelete).toBe(true);
    const started = imageManagerReducer(asked, { type: 'deleteStarted' });
    expect(started.deleting).toBe(true);
    expect(isBusy(started)).toBe(true);
    const deleted = imageManagerReducer(started, { type: 'deleted', pushedID: 'b' });
    expect(ids(deleted)).toEqual(['a', 'c']);
    expect(deleted).toMatchObject({ deleting: false, selectedId: null, confirmingDelete: false });
    expect(isBusy(deleted)).toBe(false);
  });

  it('keeps the image on Keep, and when it cannot be deleted (saying so, still asking)', () => {
    const confirming = after(
      { type: 'pageRead', page: page(['a']) },
      { type: 'selected', pushedID: 'a' },
      { type: 'deleteAsked' },
    );
    expect(imageManagerReducer(confirming, { type: 'deleteKept' }).confirmingDelete).toBe(false);
    const failed = [{ type: 'deleteStarted' }, { type: 'deleteFailed' }] satisfies ImageManagerEvent[];
    const state = failed.reduce(imageManagerReducer, confirming);
    expect(ids(state)).toEqual(['a']);
    expect(state).toMatchObject({ deleting: false, selectedId: 'a', confirmingDelete: true });
    expect(state.notice).toBe(imageManagerTexts.deleteFailed);
  });
});

describe('uploading', () => {
  const chosen = { name: 'cat.png', size: 2048, dataUrl: 'data:image/png;base64,AAAA' };
  const uploadedPath: StoragePath = ['folder-new', 'image.png'];

  it('says why a file is refused, or that it cannot be read, and keeps the gallery', () => {
    const refused = uploadErrorMessage(UploadErrorCode.TooLarge);
    const state = after({ type: 'fileRefused', notice: refused });
    expect(state.notice).toBe(refused);
    expect(state.chosen).toBeNull();
    expect(after({ type: 'fileUnreadable' }).notice).toBe(imageManagerTexts.readFailed);
  });

  it('previews the chosen file, clearing the notice; it is busy while the upload is out', () => {
    const state = after({ type: 'fileUnreadable' }, { type: 'fileRead', chosen });
    expect(state.chosen).toEqual(chosen);
    expect(state.notice).toBeNull();
    const uploading = imageManagerReducer(state, { type: 'uploadBusy', busy: true });
    expect(isBusy(uploading)).toBe(true);
    expect(isBusy(imageManagerReducer(uploading, { type: 'uploadBusy', busy: false }))).toBe(false);
  });

  it('goes back to the gallery on Cancel, as it was', () => {
    const state = after(
      { type: 'pageRead', page: page(['a']) },
      { type: 'selected', pushedID: 'a' },
      { type: 'fileRead', chosen },
      { type: 'uploadLeft' },
    );
    expect(state.chosen).toBeNull();
    expect(selectedImage(state)?.pushedID).toBe('a');
  });

  it('comes back with the list read again and the new image selected', () => {
    const fresh = { images: [{ ...image('new', 9), path: uploadedPath }, image('a')], hasMore: false };
    const state = after(
      { type: 'pageRead', page: page(['a']) },
      { type: 'selected', pushedID: 'a' },
      { type: 'deleteAsked' },
      { type: 'fileRead', chosen },
      { type: 'uploaded', path: uploadedPath, page: fresh },
    );
    expect(state.chosen).toBeNull();
    expect(state.confirmingDelete).toBe(false);
    expect(ids(state)).toEqual(['new', 'a']);
    expect(selectedImage(state)?.path).toEqual(uploadedPath);
  });

  it('selects nothing when the new image is not on the first page, and says when the list cannot be read', () => {
    const withoutIt = after(
      { type: 'fileRead', chosen },
      { type: 'uploaded', path: uploadedPath, page: page(['a']) },
    );
    expect(withoutIt.selectedId).toBeNull();
    const unread = after({ type: 'fileRead', chosen }, { type: 'uploaded', path: uploadedPath, page: null });
    expect(unread.list).toEqual({ status: 'failed' });
    expect(unread.chosen).toBeNull();
  });
});
