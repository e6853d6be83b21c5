import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  IMAGE_MANAGER_PAGE_SIZE,
  screenTexts,
  UPLOAD_MAX_BYTES,
  UploadErrorCode,
  uploadErrorMessage,
  type UploadAnswer,
  type StoragePath,
  type UploadedImage,
  quotaMessages,
} from '@/domain';
import { PNG_1X1 } from '@/domain/fixtures/images';
import { ImageUrlContext } from '@/common/useImageUrl';
import { useAuthStore } from '@/features/auth';
import { ImageManager, imageManagerTexts } from './ImageManager';
import { deleteImage, readUploadsPage, touchImage, uploadImage } from './imagesGateway';

// No Firebase: the auth state is set on the store, and the gateways answer from each test's data.
vi.mock('@/features/auth/authGateway');
// The thumbnails' addresses come through common's useImageUrl, whose resolver answers a made-up address here.
const imageUrl = async ([folder, file]: StoragePath) => `https://storage.test/${folder}/${file}`;
vi.mock('./imagesGateway');

const NOW = Date.now();

/** `count` uploads, newest used first, as the database would order them. */
const uploadsNewestFirst = (count: number, prefix = 'img'): UploadedImage[] =>
  Array.from({ length: count }, (_, index) => ({
    path: [`${prefix}-folder-${index}`, 'image.png'],
    pushedID: `${prefix}-${index}`,
    lastUsed: NOW - index * 60_000,
  }));

/** The user's uploads behind readUploadsPage, newest first; tests replace it. */
let stored: UploadedImage[] = [];

const user = () => userEvent.setup({ applyAccept: false });

function renderManager() {
  const onPick = vi.fn();
  const onClose = vi.fn();
  render(
    <ImageUrlContext value={imageUrl}>
      <ImageManager onPick={onPick} onClose={onClose} />
    </ImageUrlContext>,
  );
  return { onPick, onClose };
}

const dialog = () => screen.getByRole('dialog', { name: imageManagerTexts.title });
const tiles = () => within(screen.getByRole('list', { name: 'Your uploads' })).getAllByRole('button');
const tile = (position: number) => screen.getByRole('button', { name: new RegExp(`^Image ${position},`) });
/** The tiles, once the first page has arrived. */
const findTiles = () => screen.findAllByRole('button', { name: /^Image \d+,/ });
const fileInput = () => screen.getByLabelText('Image file');
const pngFile = (name = 'cat.png', type = 'image/png') => new File([PNG_1X1], name, { type });

beforeEach(() => {
  useAuthStore.setState({ status: 'signedIn', user: { uid: 'u1', email: 'a@b.co' }, record: null });
  stored = uploadsNewestFirst(3);
  vi.mocked(readUploadsPage)
    .mockReset()
    .mockImplementation(async (_uid, after) => {
      const start = after ? stored.findIndex((image) => image.pushedID === after.pushedID) + 1 : 0;
      return {
        images: stored.slice(start, start + IMAGE_MANAGER_PAGE_SIZE),
        hasMore: start + IMAGE_MANAGER_PAGE_SIZE < stored.length,
      };
    });
  vi.mocked(touchImage).mockReset().mockResolvedValue();
  vi.mocked(deleteImage).mockReset().mockResolvedValue();
  vi.mocked(uploadImage).mockReset();
});

describe('the dialog', () => {
  it('is a modal dialog titled "Your images" that takes the focus and reads the user’s uploads', async () => {
    renderManager();

    expect(dialog()).toHaveAttribute('aria-modal', 'true');
    expect(dialog()).toHaveFocus();
    expect(await findTiles()).toHaveLength(3);
    expect(readUploadsPage).toHaveBeenCalledWith('u1');
  });

  it('shows "Loading..." until the uploads arrive', async () => {
    renderManager();

    expect(screen.getByRole('status')).toHaveTextContent(screenTexts.loading);
    await findTiles();
    expect(screen.queryByText(screenTexts.loading)).not.toBeInTheDocument();
  });

  it('closes with Escape, the close button and a click beside it', async () => {
    const { onClose } = renderManager();
    await findTiles();

    await user().keyboard('{Escape}');
    await user().click(screen.getByRole('button', { name: 'Close' }));
    await user().click(dialog().parentElement as HTMLElement);

    expect(onClose).toHaveBeenCalledTimes(3);
  });

  it('gives the focus back to what had it when it closes', async () => {
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    const { unmount } = render(<ImageManager onPick={vi.fn()} onClose={vi.fn()} />);
    expect(opener).not.toHaveFocus();

    unmount();

    expect(opener).toHaveFocus();
    opener.remove();
  });

  it('keeps Tab inside the dialog', async () => {
    renderManager();
    await findTiles();
    const close = screen.getByRole('button', { name: 'Close' });

    await user().tab();
    expect(close).toHaveFocus();
    // Shift+Tab from the first control goes round to the last: the first tile, as Delete and Use image
    // are disabled until a pick.
    await user().tab({ shift: true });
    expect(tile(1)).toHaveFocus();
    await user().tab();
    expect(close).toHaveFocus();
  });

  it('asks a signed-out visitor to log in and reads nothing', () => {
    useAuthStore.setState({ status: 'signedOut', user: null, record: null });

    renderManager();

    expect(screen.getByText(imageManagerTexts.signedOut)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: imageManagerTexts.upload })).not.toBeInTheDocument();
    expect(readUploadsPage).not.toHaveBeenCalled();
  });
});

describe('the gallery', () => {
  it('shows the uploads in the order read, newest first, with their thumbnails', async () => {
    renderManager();

    await waitFor(() => expect(document.querySelectorAll('.image-tile img')).toHaveLength(3));
    expect(tiles().map((button) => button.getAttribute('aria-label'))).toEqual([
      'Image 1, last used just now',
      'Image 2, last used 1 minute ago',
      'Image 3, last used 2 minutes ago',
    ]);
    expect(tile(2).querySelector('img')).toHaveAttribute(
      'src',
      'https://storage.test/img-folder-1/image.png',
    );
  });

  it(`reads ${IMAGE_MANAGER_PAGE_SIZE} at a time, and the rest with "Load more"`, async () => {
    stored = uploadsNewestFirst(IMAGE_MANAGER_PAGE_SIZE + 6);
    renderManager();

    await screen.findByRole('button', { name: imageManagerTexts.loadMore });
    expect(tiles()).toHaveLength(IMAGE_MANAGER_PAGE_SIZE);
    await user().click(screen.getByRole('button', { name: imageManagerTexts.loadMore }));

    await waitFor(() => expect(tiles()).toHaveLength(IMAGE_MANAGER_PAGE_SIZE + 6));
    expect(readUploadsPage).toHaveBeenLastCalledWith('u1', stored[IMAGE_MANAGER_PAGE_SIZE - 1]);
    expect(tile(IMAGE_MANAGER_PAGE_SIZE + 6)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: imageManagerTexts.loadMore })).not.toBeInTheDocument();
  });

  it('says when a further page cannot be read, keeping the first', async () => {
    stored = uploadsNewestFirst(IMAGE_MANAGER_PAGE_SIZE + 1);
    renderManager();
    await screen.findByRole('button', { name: imageManagerTexts.loadMore });
    vi.mocked(readUploadsPage).mockRejectedValueOnce(new Error('offline'));

    await user().click(screen.getByRole('button', { name: imageManagerTexts.loadMore }));

    expect(await screen.findByRole('alert')).toHaveTextContent(imageManagerTexts.loadMoreFailed);
    expect(tiles()).toHaveLength(IMAGE_MANAGER_PAGE_SIZE);
  });

  it('has an empty state', async () => {
    stored = [];
    renderManager();

    expect(await screen.findByRole('heading', { name: imageManagerTexts.emptyTitle })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: imageManagerTexts.upload })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: imageManagerTexts.use })).not.toBeInTheDocument();
  });

  it('says when the uploads cannot be read, and tries again', async () => {
    vi.mocked(readUploadsPage).mockRejectedValueOnce(new Error('offline'));
    renderManager();

    expect(await screen.findByText(imageManagerTexts.loadFailed)).toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: 'Try again' }));

    await waitFor(() => expect(tiles()).toHaveLength(3));
  });

  it('moves the focus between tiles with the arrow keys, Home and End; one tile is in the tab order', async () => {
    renderManager();
    await findTiles();
    expect(tiles().map((button) => button.tabIndex)).toEqual([0, -1, -1]);

    tile(1).focus();
    await user().keyboard('{ArrowRight}');
    expect(tile(2)).toHaveFocus();
    await user().keyboard('{End}');
    expect(tile(3)).toHaveFocus();
    await user().keyboard('{ArrowRight}');
    expect(tile(3)).toHaveFocus();
    await user().keyboard('{Home}');
    expect(tile(1)).toHaveFocus();
    await user().keyboard('{ArrowLeft}');
    expect(tile(1)).toHaveFocus();
    await user().keyboard('{ArrowRight}{Enter}');
    expect(tile(2)).toHaveAttribute('aria-pressed', 'true');
    expect(tiles().map((button) => button.tabIndex)).toEqual([-1, 0, -1]);
  });
});

describe('picking an image', () => {
  it('selects one tile at a time', async () => {
    renderManager();
    await findTiles();
    expect(screen.getByRole('button', { name: imageManagerTexts.use })).toBeDisabled();
    expect(screen.getByRole('button', { name: imageManagerTexts.delete })).toBeDisabled();

    await user().click(tile(2));
    await user().click(tile(3));

    expect(tiles().map((button) => button.getAttribute('aria-pressed'))).toEqual(['false', 'false', 'true']);
    expect(screen.getByRole('button', { name: imageManagerTexts.use })).toBeEnabled();
  });

  it('"Use image" stamps the image as used and hands its path to the editor', async () => {
    const { onPick } = renderManager();
    await findTiles();

    await user().click(tile(2));
    await user().click(screen.getByRole('button', { name: imageManagerTexts.use }));

    expect(touchImage).toHaveBeenCalledWith('u1', 'img-1');
    expect(onPick).toHaveBeenCalledWith(['img-folder-1', 'image.png']);
  });

  it('picks the image even when the stamp fails', async () => {
    vi.mocked(touchImage).mockRejectedValue(new Error('offline'));
    const { onPick } = renderManager();
    await findTiles();

    await user().dblClick(tile(3));

    expect(onPick).toHaveBeenCalledWith(['img-folder-2', 'image.png']);
  });
});

describe('deleting an image', () => {
  it('asks first, then deletes it and takes it off the grid', async () => {
    renderManager();
    await findTiles();
    await user().click(tile(2));

    await user().click(screen.getByRole('button', { name: imageManagerTexts.delete }));
    const confirmation = screen.getByRole('group', { name: imageManagerTexts.deleteConfirm });
    expect(confirmation).toHaveTextContent(imageManagerTexts.deleteQuestion);
    expect(within(confirmation).getByRole('button', { name: imageManagerTexts.keep })).toHaveFocus();
    expect(deleteImage).not.toHaveBeenCalled();
    await user().click(within(confirmation).getByRole('button', { name: imageManagerTexts.deleteConfirm }));

    expect(deleteImage).toHaveBeenCalledWith(stored[1]);
    await waitFor(() => expect(tiles()).toHaveLength(2));
    expect(tiles().map((button) => button.getAttribute('aria-pressed'))).toEqual(['false', 'false']);
    expect(screen.getByRole('button', { name: imageManagerTexts.upload })).toHaveFocus();
  });

  it('keeps the image when the user says Keep', async () => {
    renderManager();
    await findTiles();
    await user().click(tile(1));

    await user().click(screen.getByRole('button', { name: imageManagerTexts.delete }));
    await user().click(screen.getByRole('button', { name: imageManagerTexts.keep }));

    expect(deleteImage).not.toHaveBeenCalled();
    expect(tiles()).toHaveLength(3);
    expect(tile(1)).toHaveAttribute('aria-pressed', 'true');
  });

  it('says when the image cannot be deleted, keeping it', async () => {
    vi.mocked(deleteImage).mockRejectedValue(new Error('offline'));
    renderManager();
    await findTiles();
    await user().click(tile(1));

    await user().click(screen.getByRole('button', { name: imageManagerTexts.delete }));
    await user().click(screen.getByRole('button', { name: imageManagerTexts.deleteConfirm }));

    expect(await screen.findByRole('alert')).toHaveTextContent(imageManagerTexts.deleteFailed);
    expect(tiles()).toHaveLength(3);
  });
});

describe('uploading an image', () => {
  /** Opens the manager and chooses `file`, as the file chooser would. */
  async function choose(file: File) {
    const rendered = renderManager();
    await findTiles();
    await user().upload(fileInput() as HTMLInputElement, file);
    return rendered;
  }

  it('accepts only images: the file chooser asks for image/*', () => {
    renderManager();

    expect(fileInput()).toHaveAttribute('accept', 'image/*');
  });

  it('"Upload image" opens the file chooser', async () => {
    renderManager();
    await findTiles();
    const opened = vi.fn();
    fileInput().addEventListener('click', opened);

    await user().click(screen.getByRole('button', { name: imageManagerTexts.upload }));

    expect(opened).toHaveBeenCalled();
  });

  it('previews the chosen file with its name and size', async () => {
    await choose(pngFile('cat.png'));

    const preview = await screen.findByRole('img', { name: 'Preview of cat.png' });
    expect(preview.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(screen.getByText('cat.png')).toBeInTheDocument();
    expect(screen.getByText('1 KB')).toBeInTheDocument();
    // The panel moves focus in an effect, which may run after the preview is drawn.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Upload' })).toHaveFocus());
    expect(uploadImage).not.toHaveBeenCalled();
  });

  it('says "Working...", then comes back to the grid with the new image selected at the top', async () => {
    let answer: (value: UploadAnswer) => void = () => undefined;
    vi.mocked(uploadImage).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    await choose(pngFile());
    await user().click(await screen.findByRole('button', { name: 'Upload' }));

    expect(screen.getByRole('status')).toHaveTextContent(screenTexts.uploadWorking);
    expect(uploadImage).toHaveBeenCalledWith(expect.stringMatching(/^data:image\/png;base64,/));
    const fresh = uploadsNewestFirst(1, 'new')[0] as UploadedImage;
    stored = [fresh, ...stored];
    answer({ success: true, code: 0, path: fresh.path });

    await waitFor(() => expect(tiles()).toHaveLength(4));
    expect(tile(1)).toHaveAttribute('aria-pressed', 'true');
    expect(tile(1)).toHaveFocus();
    expect(screen.queryByText(screenTexts.uploadWorking)).not.toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: imageManagerTexts.use }));
    expect(touchImage).toHaveBeenCalledWith('u1', fresh.pushedID);
  });

  it('does not close while the upload is out', async () => {
    vi.mocked(uploadImage).mockReturnValue(new Promise(() => undefined));
    const { onClose } = await choose(pngFile());
    await user().click(await screen.findByRole('button', { name: 'Upload' }));

    await user().keyboard('{Escape}');
    await user().click(screen.getByRole('button', { name: 'Upload' }));

    expect(onClose).not.toHaveBeenCalled();
    expect(uploadImage).toHaveBeenCalledTimes(1);
  });

  it.each([
    UploadErrorCode.TooLarge,
    UploadErrorCode.NotLoggedIn,
    UploadErrorCode.Blocked,
    UploadErrorCode.NotAnImage,
    7,
  ])('shows the text of the server’s code %i and keeps the preview', async (code) => {
    vi.mocked(uploadImage).mockResolvedValue({ success: false, code, path: null } as UploadAnswer);
    await choose(pngFile());

    await user().click(await screen.findByRole('button', { name: 'Upload' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(uploadErrorMessage(code));
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(screen.getByRole('img', { name: 'Preview of cat.png' })).toBeInTheDocument();
  });

  it('says when the upload cannot reach the server', async () => {
    vi.mocked(uploadImage).mockRejectedValue(new Error('offline'));
    await choose(pngFile());

    await user().click(await screen.findByRole('button', { name: 'Upload' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('The image could not be uploaded.');
  });

  it("says a quota reached in the server's words", async () => {
    const text = quotaMessages.uploadsPerHour(60);
    vi.mocked(uploadImage).mockRejectedValue(
      Object.assign(new Error(text), { code: 'functions/resource-exhausted' }),
    );
    await choose(pngFile());

    await user().click(await screen.findByRole('button', { name: 'Upload' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  it('goes back to the grid on Cancel', async () => {
    await choose(pngFile());

    await user().click(await screen.findByRole('button', { name: 'Cancel' }));

    expect(tiles()).toHaveLength(3);
    expect(screen.getByRole('button', { name: imageManagerTexts.upload })).toHaveFocus();
    expect(uploadImage).not.toHaveBeenCalled();
  });

  it.each([
    { what: 'a file whose type is not image/*', file: () => pngFile('notes.txt', 'text/plain') },
    { what: 'a file with no type', file: () => pngFile('mystery', '') },
  ])('refuses $what in the browser with the text of code 4', async ({ file }) => {
    await choose(file());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      uploadErrorMessage(UploadErrorCode.NotAnImage),
    );
    expect(screen.queryByRole('img', { name: /^Preview/ })).not.toBeInTheDocument();
    expect(uploadImage).not.toHaveBeenCalled();
  });

  it('refuses a file over 5 MB in the browser with the text of code 1, and takes one of exactly 5 MB', async () => {
    await choose(new File([new Uint8Array(UPLOAD_MAX_BYTES + 1)], 'huge.png', { type: 'image/png' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(uploadErrorMessage(UploadErrorCode.TooLarge));
    expect(uploadImage).not.toHaveBeenCalled();

    await user().upload(
      fileInput() as HTMLInputElement,
      new File([new Uint8Array(UPLOAD_MAX_BYTES)], 'big.png', { type: 'image/png' }),
    );
    expect(await screen.findByRole('img', { name: 'Preview of big.png' })).toBeInTheDocument();
    expect(screen.getByText('5.0 MB')).toBeInTheDocument();
  });
});
