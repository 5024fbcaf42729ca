import { Component, type ReactNode } from 'react';

interface Props {
  /** What to show instead of the children after a render error; `reset` renders them again. */
  fallback: (error: unknown, reset: () => void) => ReactNode;
  /** A new value (e.g. the location) clears a caught error: another screen gets its own chance. */
  resetKey?: unknown;
  children: ReactNode;
}

interface State {
  error: unknown;
  caughtAt: unknown;
}

/**
 * Keeps a screen that throws while rendering (a lazy chunk that failed to
 * load offline, a bug) from unmounting the whole app into a blank page.
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, caughtAt: undefined };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('render failed') };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (state.error && props.resetKey !== state.caughtAt && state.caughtAt !== undefined) return { error: null, caughtAt: undefined };
    if (state.error && state.caughtAt === undefined) return { caughtAt: props.resetKey };
    return null;
  }

  private readonly reset = () => this.setState({ error: null, caughtAt: undefined });

  override render(): ReactNode {
    return this.state.error ? this.props.fallback(this.state.error, this.reset) : this.props.children;
  }
}
