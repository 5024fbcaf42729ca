import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Suspense } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { ErrorBoundary } from './error-boundary';
import { forgetFailedLoads, retryableLazy } from './retryable-lazy';

function Loaded() {
  return <p>the screen</p>;
}

// React logs every caught render error; these are the errors under test.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('a screen whose chunk failed to load', () => {
  it('shows the boundary with a retry that imports again and renders the screen', async () => {
    let calls = 0;
    const Screen = retryableLazy(async () => {
      calls += 1;
      if (calls === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return { default: Loaded };
    });
    render(
      <ErrorBoundary
        fallback={(error, reset) => (
          <div role="alert">
            {(error as Error).message}
            <button type="button" onClick={() => { forgetFailedLoads(); reset(); }}>retry</button>
          </div>
        )}
      >
        <Suspense fallback={<p>loading</p>}>
          <Screen />
        </Suspense>
      </ErrorBoundary>,
    );
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to fetch dynamically imported module');
    fireEvent.click(screen.getByRole('button', { name: 'retry' }));
    expect(await screen.findByText('the screen')).toBeTruthy();
    expect(calls).toBe(2);
  });

  it('clears the error when the reset key changes (another screen)', async () => {
    function Broken(): never {
      throw new Error('broken');
    }
    const fallback = () => <p role="alert">failed</p>;
    const { rerender } = render(<ErrorBoundary resetKey="/a" fallback={fallback}><Broken /></ErrorBoundary>);
    expect(screen.getByRole('alert').textContent).toBe('failed');
    rerender(<ErrorBoundary resetKey="/b" fallback={fallback}><p>other screen</p></ErrorBoundary>);
    expect(screen.getByText('other screen')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
