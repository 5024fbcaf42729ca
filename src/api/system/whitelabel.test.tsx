import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { WhitelabelValue } from '../../../contract';
import { statusValueFixture } from './status.fixture';
import { systemKeys } from './keys';
import { useFlag } from './flags';
import { applyFlags, mergeFlags, startWhitelabelRefresh, type VisibilitySource } from './whitelabel';

afterEach(() => {
  vi.useRealTimers();
});

const node = (modId: string, on: boolean) => ({ modId, enabled: on ? ('1' as const) : ('0' as const), childrenNodes: [] });

function statusWith(flags: Record<string, boolean>) {
  const status = statusValueFixture();
  return { ...status, info: { ...status.info, whitelabel: Object.entries(flags).map(([id, on]) => node(id, on)), whitelabelVal: flags } };
}

describe('mergeFlags', () => {
  it('puts the newer flags and tree in place and keeps the rest of the status', () => {
    const status = statusWith({ FREEPLAY3: true, CBS3: true });
    const merged = mergeFlags(status, { whitelabel: [node('FREEPLAY3', false), node('CBS3', true)], whitelabelVal: { FREEPLAY3: false, CBS3: true } });
    expect(merged.info.whitelabelVal).toEqual({ FREEPLAY3: false, CBS3: true });
    expect(merged.info.whitelabel[0]).toEqual(node('FREEPLAY3', false));
    expect(merged.info.merchantCode).toBe('DEMO');
    expect(merged.location).toBe(status.location);
    expect(status.info.whitelabelVal.FREEPLAY3).toBe(true);
  });

  it('keeps the tree when the update has none (the consolidated settings carry only the flat flags)', () => {
    const status = statusWith({ FREEPLAY3: true });
    const merged = mergeFlags(status, { whitelabelVal: { FREEPLAY3: false, NEW3: true } });
    expect(merged.info.whitelabelVal).toEqual({ FREEPLAY3: false, NEW3: true });
    expect(merged.info.whitelabel).toBe(status.info.whitelabel);
  });

  it('answers the same object when nothing changed', () => {
    const status = statusWith({ FREEPLAY3: true, CBS3: false });
    expect(mergeFlags(status, { whitelabel: status.info.whitelabel, whitelabelVal: { CBS3: false, FREEPLAY3: true } })).toBe(status);
    // a flag gone from the answer is a change (unknown flags count as off)
    expect(mergeFlags(status, { whitelabelVal: { FREEPLAY3: true } })).not.toBe(status);
  });
});

describe('applyFlags', () => {
  it('changes the cached status but not its age, so the status is refreshed as before', () => {
    const client = new QueryClient();
    const updatedAt = Date.now() - 45_000;
    client.setQueryData(systemKeys.status(), statusWith({ FREEPLAY3: true }), { updatedAt });
    applyFlags(client, { whitelabelVal: { FREEPLAY3: false } });
    const state = client.getQueryState(systemKeys.status());
    expect(state?.dataUpdatedAt).toBe(updatedAt);
    expect(client.getQueryData<ReturnType<typeof statusWith>>(systemKeys.status())?.info.whitelabelVal).toEqual({ FREEPLAY3: false });
  });

  it('does nothing before there is a status', () => {
    const client = new QueryClient();
    applyFlags(client, { whitelabelVal: { FREEPLAY3: false } });
    expect(client.getQueryData(systemKeys.status())).toBeUndefined();
  });

  it('a screen reading a flag follows the merged answer without a reload', () => {
    const client = new QueryClient();
    client.setQueryData(systemKeys.status(), statusWith({ FREEPLAY3: true }));
    function FreePlayEntry() {
      return useFlag('FREEPLAY3') ? <button type="button">free play</button> : null;
    }
    render(
      <QueryClientProvider client={client}>
        <FreePlayEntry />
      </QueryClientProvider>,
    );
    expect(screen.getByRole('button', { name: 'free play' })).toBeTruthy();
    act(() => applyFlags(client, { whitelabelVal: { FREEPLAY3: false } }));
    expect(screen.queryByRole('button', { name: 'free play' })).toBeNull();
    act(() => applyFlags(client, { whitelabelVal: { FREEPLAY3: true } }));
    expect(screen.getByRole('button', { name: 'free play' })).toBeTruthy();
  });
});

describe('customer service follows a flags refresh', () => {
  const entries = [{ title: 'CS', path: 'cs.enc' }, { title: 'whatsapp', path: 'wa.enc' }];
  const withChat = (on: boolean) => {
    const status = statusWith({ CBS3: on, FREEPLAY3: true });
    return { ...status, info: { ...status.info, customerService: on ? entries : [entries[1]!] } };
  };

  it('drops the live chat entries as soon as CBS3 is off, keeping WhatsApp', () => {
    const merged = mergeFlags(withChat(true), { whitelabelVal: { CBS3: false, FREEPLAY3: true } });
    expect(merged.info.customerService).toEqual([{ title: 'whatsapp', path: 'wa.enc' }]);
    // another flag changing keeps the entries while CBS3 stays on
    expect(mergeFlags(withChat(true), { whitelabelVal: { CBS3: true, FREEPLAY3: false } }).info.customerService).toEqual(entries);
  });

  it('asks the status again when CBS3 comes back on (only the server has the chat entries)', () => {
    const client = new QueryClient();
    client.setQueryData(systemKeys.status(), withChat(false));
    applyFlags(client, { whitelabelVal: { CBS3: false, FREEPLAY3: false } });
    expect(client.getQueryState(systemKeys.status())?.isInvalidated).toBe(false);
    applyFlags(client, { whitelabelVal: { CBS3: true, FREEPLAY3: false } });
    expect(client.getQueryState(systemKeys.status())?.isInvalidated).toBe(true);
  });
});

class FakeDocument extends EventTarget implements VisibilitySource {
  visibilityState: DocumentVisibilityState = 'visible';
  show(state: DocumentVisibilityState) {
    this.visibilityState = state;
    this.dispatchEvent(new Event('visibilitychange'));
  }
}

describe('startWhitelabelRefresh', () => {
  const answer: WhitelabelValue = { whitelabel: [], whitelabelVal: { FREEPLAY3: false } };

  it('asks on each return to the foreground and every minute in view, never while hidden', async () => {
    vi.useFakeTimers();
    const doc = new FakeDocument();
    const fetchFlags = vi.fn(() => Promise.resolve(answer));
    const apply = vi.fn();
    const stop = startWhitelabelRefresh({ apply, fetchFlags, doc, intervalMs: 60_000, minGapMs: 5_000 });
    // the status just brought the flags: nothing asked at start
    expect(fetchFlags).not.toHaveBeenCalled();
    doc.show('hidden');
    expect(fetchFlags).not.toHaveBeenCalled();
    doc.show('visible');
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchFlags).toHaveBeenCalledTimes(1);
    expect(apply).toHaveBeenCalledWith(answer);
    // a quick switch back and forth asks no more
    doc.show('hidden');
    doc.show('visible');
    expect(fetchFlags).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchFlags).toHaveBeenCalledTimes(2);
    doc.show('hidden');
    await vi.advanceTimersByTimeAsync(180_000);
    expect(fetchFlags).toHaveBeenCalledTimes(2);
    stop();
    doc.show('visible');
    await vi.advanceTimersByTimeAsync(120_000);
    expect(fetchFlags).toHaveBeenCalledTimes(2);
  });

  it('keeps the flags it has when an ask fails, and asks one at a time', async () => {
    vi.useFakeTimers();
    const doc = new FakeDocument();
    let fail: (error: Error) => void = () => undefined;
    const fetchFlags = vi.fn(() => new Promise<WhitelabelValue>((_resolve, reject) => (fail = reject)));
    const apply = vi.fn();
    const stop = startWhitelabelRefresh({ apply, fetchFlags, doc, intervalMs: 60_000, minGapMs: 0 });
    doc.show('visible');
    doc.show('visible');
    expect(fetchFlags).toHaveBeenCalledTimes(1);
    fail(new Error('down'));
    await vi.advanceTimersByTimeAsync(0);
    expect(apply).not.toHaveBeenCalled();
    doc.show('visible');
    expect(fetchFlags).toHaveBeenCalledTimes(2);
    stop();
  });
});
