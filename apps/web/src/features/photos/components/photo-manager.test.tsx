import type { PhotosConstraints } from '@host-portal/contracts/listing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/render.tsx';
import { checkPhotoFile } from './check-photo-file.ts';

vi.mock('../../../lib/auth.ts', () => ({
  getAccessToken: async () => 'token-1',
  isAuthenticated: () => true,
  refreshSession: async () => null,
}));

const { PhotoManager } = await import('./photo-manager.tsx');

const UNIT = '6a3f1c2e-8b4d-4e5f-9a7b-1c2d3e4f5a6b';
const constraints: PhotosConstraints = {
  mimeTypes: ['image/jpeg', 'image/png', 'image/webp'],
  minWidth: 1024,
  minHeight: 683,
  maxWidth: 12000,
  maxHeight: 12000,
  maxFileSize: 25 * 1_048_576,
  maxCount: 40,
  minCount: 3,
};
const photo = (n: number, isCover = false) => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  position: n - 1,
  isCover,
  width: 1600,
  height: 1067,
  caption: null,
  urls: { small: `/u/${n}-small.webp`, medium: `/u/${n}-medium.webp`, large: `/u/${n}-large.webp` },
  srcset: `/u/${n}-small.webp 320w`,
  createdAt: '2026-01-01T00:00:00.000Z',
});
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A stand-in XMLHttpRequest the test drives: progress, then the answer. */
class FakeXhr {
  static all: FakeXhr[] = [];
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } =
    {
      onprogress: null,
    };
  headers: Record<string, string> = {};
  method = '';
  url = '';
  body: FormData | null = null;
  status = 0;
  responseText = '';
  withCredentials = false;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.all.push(this);
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getResponseHeader() {
    return null;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {}
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const jpeg = (name: string) => new File([new Uint8Array(2048)], name, { type: 'image/jpeg' });

describe('PhotoManager', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    FakeXhr.all = [];
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });
  const render = () => renderRoute(<PhotoManager unitId={UNIT} constraints={constraints} />);

  it('shows the empty state, then uploads several files with a progress bar each and a message per refusal', async () => {
    fetchMock.mockResolvedValueOnce(json({ items: [] }));
    render();
    expect(await screen.findByText(/No photos yet/)).toBeInTheDocument();
    fetchMock.mockResolvedValue(json({ items: [photo(1, true)] }));

    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    expect(input.multiple).toBe(true);
    const notes = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    fireEvent.change(input, { target: { files: [jpeg('beach.jpg'), notes, jpeg('fake.jpg')] } });

    expect(await screen.findByText(/This file type is not accepted/)).toBeInTheDocument();
    await waitFor(() => expect(FakeXhr.all).toHaveLength(2));
    const [first, second] = FakeXhr.all as [FakeXhr, FakeXhr];
    expect(first.method).toBe('POST');
    expect(first.url).toBe(`/api/app/property-unit/${UNIT}/photos`);
    expect(first.headers.Authorization).toBe('Bearer token-1');
    expect((first.body!.get('photo') as File).name).toBe('beach.jpg');

    act(() => first.progress(512, 1024));
    const bar = screen.getByRole('progressbar', { name: 'Uploading beach.jpg' });
    expect(bar).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByRole('progressbar', { name: 'Uploading fake.jpg' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );

    act(() =>
      second.answer(400, {
        type: 'about:blank#invalid_image',
        title: 'Bad Request',
        status: 400,
        code: 'invalid_image',
        detail: 'The file is not an image we can read. Upload a JPEG, PNG or WebP photo.',
        invalidParams: [
          {
            name: 'photo',
            reason: 'The file is not an image we can read. Upload a JPEG, PNG or WebP photo.',
          },
        ],
      }),
    );
    const refused = await screen.findByText(/not an image we can read/);
    expect(refused.closest('[role=alert]')).toHaveTextContent('fake.jpg');

    act(() => first.answer(201, photo(1, true)));
    expect(await screen.findByRole('img', { name: 'Photo 1 of 1' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('progressbar', { name: 'Uploading beach.jpg' })).toBeNull(),
    );
    // refusals stay until dismissed
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss the message about fake.jpg' }));
    expect(screen.queryByText(/not an image we can read/)).toBeNull();
  });

  it('reorders with the arrow buttons, sets the cover and deletes after confirming', async () => {
    fetchMock.mockResolvedValueOnce(json({ items: [photo(1, true), photo(2), photo(3)] }));
    render();
    const list = await screen.findByRole('list', { name: 'Photos in display order' });
    expect(within(list).getByText('Cover')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move photo 1 earlier' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move photo 3 later' })).toBeDisabled();

    fetchMock.mockResolvedValueOnce(json({ items: [photo(2), photo(1, true), photo(3)] }));
    fireEvent.click(screen.getByRole('button', { name: 'Move photo 1 later' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    const [url, init] = fetchMock.mock.calls[1]!;
    expect(url).toBe(`/api/app/property-unit/${UNIT}/photos/order`);
    expect(init?.method).toBe('PATCH');
    expect(JSON.parse(String(init?.body))).toEqual({ photoIds: [photo(2).id, photo(1).id, photo(3).id] });
    expect(await screen.findByText('Photo 1 moved to position 2.')).toBeInTheDocument();

    const at = (p: ReturnType<typeof photo>, position: number) => ({ ...p, position });
    fetchMock.mockResolvedValueOnce(json({ items: [at(photo(2), 0), at(photo(1), 1), photo(3, true)] }));
    fetchMock.mockResolvedValueOnce(
      json({ items: [at(photo(3, true), 0), at(photo(2), 1), at(photo(1), 2)] }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Make photo 3 the cover' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(4));
    expect(fetchMock.mock.calls[2]![0]).toBe(`/api/app/property-unit/${UNIT}/photos/${photo(3).id}/cover`);
    expect(fetchMock.mock.calls[2]![1]?.method).toBe('PUT');
    // the new cover moves to the front, as its button promised
    expect(fetchMock.mock.calls[3]![0]).toBe(`/api/app/property-unit/${UNIT}/photos/order`);
    expect(JSON.parse(String(fetchMock.mock.calls[3]![1]?.body))).toEqual({
      photoIds: [photo(3).id, photo(2).id, photo(1).id],
    });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Make photo 1 the cover' })).toBeDisabled(),
    );
    expect(await screen.findByText('Cover photo changed.')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Delete photo 1' }));
    expect(await screen.findByText(/This is the cover photo/)).toBeInTheDocument();
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    fetchMock.mockResolvedValueOnce(json({ items: [photo(2, true), photo(1)] }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete photo' }));
    await waitFor(() => expect(fetchMock.mock.calls[4]![1]?.method).toBe('DELETE'));
    expect(fetchMock.mock.calls[4]![0]).toBe(`/api/app/property-unit/${UNIT}/photos/${photo(3).id}`);
    await waitFor(() => expect(screen.queryByRole('img', { name: 'Photo 3 of 3' })).toBeNull());
  });

  it('reorders by dragging one tile onto another', async () => {
    fetchMock.mockResolvedValueOnce(json({ items: [photo(1, true), photo(2), photo(3)] }));
    render();
    const tiles = within(await screen.findByRole('list', { name: 'Photos in display order' })).getAllByRole(
      'listitem',
    );
    fetchMock.mockResolvedValueOnce(json({ items: [photo(2), photo(3), photo(1, true)] }));
    const dataTransfer = { setData: vi.fn(), effectAllowed: '', types: [] };
    fireEvent.dragStart(tiles[0]!, { dataTransfer });
    fireEvent.dragEnter(tiles[2]!, { dataTransfer });
    fireEvent.drop(tiles[2]!, { dataTransfer });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(JSON.parse(String(fetchMock.mock.calls[1]![1]?.body))).toEqual({
      photoIds: [photo(2).id, photo(3).id, photo(1).id],
    });
  });

  it('shows an error with a retry when the photos cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockResolvedValueOnce(json({ message: 'Database is down' }, 503));
    render();
    expect(await screen.findByText('Database is down')).toBeInTheDocument();
    fetchMock.mockResolvedValueOnce(json({ items: [photo(1, true)] }));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('img', { name: 'Photo 1 of 1' })).toBeInTheDocument();
  });
});

describe('checkPhotoFile', () => {
  const size = (width: number, height: number) => async () => ({ width, height });
  it('refuses by type, size and dimensions, and leaves unknown dimensions to the server', async () => {
    const big = new File([new Uint8Array(10)], 'a.jpg', { type: 'image/jpeg' });
    Object.defineProperty(big, 'size', { value: 26 * 1_048_576 });
    expect(await checkPhotoFile(big, constraints, size(2000, 1500))).toMatchObject({
      key: 'photos.refused.fileSize',
      values: { size: 26, max: 25 },
    });
    expect(await checkPhotoFile(jpeg('a.jpg'), constraints, size(800, 600))).toMatchObject({
      key: 'photos.refused.tooSmall',
      values: { width: 800, height: 600 },
    });
    expect(await checkPhotoFile(jpeg('a.jpg'), constraints, size(13000, 800))).toMatchObject({
      key: 'photos.refused.tooLarge',
    });
    expect(await checkPhotoFile(new File(['x'], 'a.gif', { type: 'image/gif' }), constraints)).toMatchObject({
      key: 'photos.refused.type',
    });
    expect(await checkPhotoFile(jpeg('a.jpg'), constraints, async () => null)).toBeNull();
  });
});
