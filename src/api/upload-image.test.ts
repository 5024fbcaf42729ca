import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureClient } from './client';
import { ApiError } from './errors';
import { UPLOAD_BUSY_ATTEMPTS, uploadImage } from './upload-image';
import { ERROR_CODES } from '../../contract/error-codes';
import { stubWebStorage } from '../platform/web-storage.test-helper';

const stored = { imageId: 41, contentType: 'image/png', size: 3, width: 1, height: 1 };
const json = (body: unknown, status: number) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const busy = (retryAfterSeconds: number) => json({ success: false, value: { retryAfterSeconds }, message: 'busy', errorCode: ERROR_CODES.serverBusy }, 503);
const accepted = () => json({ success: true, value: stored, message: null, errorCode: null }, 200);

/** Lets the client's real macrotasks run (each request starts in a task of its own, over a MessageChannel). */
async function settle(): Promise<void> {
  for (let i = 0; i < 10; i++) await new Promise((resolve) => setImmediate(resolve));
}

beforeEach(() => {
  // only the waits are faked: the client's own task hops stay real
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  stubWebStorage();
  configureClient({ language: () => 'EN', device: () => 'PWA' });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const image = () => new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' });

describe('uploadImage when the server is busy', () => {
  it('sends again after the wait the refusal names, and resolves with the stored image', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValueOnce(busy(2)).mockResolvedValueOnce(busy(3)).mockResolvedValueOnce(accepted());
    vi.stubGlobal('fetch', fetchMock);
    const upload = uploadImage(image(), 'deposit_receipt');
    await settle();
    await vi.advanceTimersByTimeAsync(1_999);
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(1); // not before the 2 s it was told
    await vi.advanceTimersByTimeAsync(1_001); // 2 s to 3 s with the jitter
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(4_500);
    await settle();
    await expect(upload).resolves.toEqual(stored);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it(`gives up after ${UPLOAD_BUSY_ATTEMPTS} tries with the busy error`, async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => busy(1));
    vi.stubGlobal('fetch', fetchMock);
    const upload = uploadImage(image(), 'promotion');
    const outcome = expect(upload).rejects.toMatchObject({ errorCode: ERROR_CODES.serverBusy });
    for (let round = 0; round < UPLOAD_BUSY_ATTEMPTS; round++) {
      await settle();
      await vi.advanceTimersByTimeAsync(1_500);
    }
    await outcome;
    expect(fetchMock).toHaveBeenCalledTimes(UPLOAD_BUSY_ATTEMPTS);
  });

  it('does not send again after any other refusal', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => json({ success: false, value: null, message: 'too big', errorCode: 'upload.too.large' }, 413));
    vi.stubGlobal('fetch', fetchMock);
    await expect(uploadImage(image(), 'promotion')).rejects.toBeInstanceOf(ApiError);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('stops waiting when the player cancels', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => busy(5));
    vi.stubGlobal('fetch', fetchMock);
    const cancel = new AbortController();
    const upload = uploadImage(image(), 'promotion', cancel.signal);
    const outcome = expect(upload).rejects.toThrow('cancelled');
    await settle();
    await vi.advanceTimersByTimeAsync(100);
    cancel.abort(new Error('cancelled'));
    await outcome;
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
