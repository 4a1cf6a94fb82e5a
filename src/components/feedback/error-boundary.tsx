import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportError } from '@/lib/error-log/reporter';

interface Props {
  children: ReactNode;
  /** What to show instead of the crashed children; `retry` renders them again. */
  fallback: (retry: () => void) => ReactNode;
  /** Changing it clears a caught error (e.g. the route path). */
  resetKey?: string;
  /** Called by `retry` before the children render again (e.g. to import a failed chunk afresh). */
  onRetry?: () => void;
}

interface State {
  error: Error | undefined;
  resetKey?: string;
}

/**
 * A crash shows a recoverable panel, never a white screen (invariant 10), and goes to the error
 * log. No UI library here: the entry's root boundary uses it before antd has loaded.
 */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { error: undefined, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.resetKey !== state.resetKey) return { error: undefined, resetKey: props.resetKey };
    return null;
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    reportError(error, info);
  }

  private retry = () => {
    this.props.onRetry?.();
    this.setState({ error: undefined });
  };

  render() {
    return this.state.error ? this.props.fallback(this.retry) : this.props.children;
  }
}
