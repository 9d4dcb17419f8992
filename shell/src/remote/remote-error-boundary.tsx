import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RemoteLoadError, describeLoadError } from '../federation/remote-load-error';
import { RemoteErrorPanel } from './remote-error-panel';

interface Props {
  remote: string;
  /** Prepares a fresh attempt (drops a failed load, re-registers the remote). */
  onRetry: () => Promise<void> | void;
  /** When it changes (the address), a failed module is tried again. */
  resetKey?: string;
  children: ReactNode;
}

interface State {
  error: unknown;
}

/** Catches a module's load or render failure, in its route only. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error ?? new Error('Unknown error.') };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`[shell] module ${this.props.remote} failed`, error, info.componentStack);
  }

  override componentDidUpdate(prev: Props): void {
    if (this.state.error && prev.resetKey !== this.props.resetKey) void this.retry();
  }

  retry = async (): Promise<void> => {
    try {
      await this.props.onRetry();
    } finally {
      this.setState({ error: null });
    }
  };

  override render() {
    if (this.state.error) {
      return (
        <RemoteErrorPanel
          remote={this.props.remote}
          loadFailure={this.state.error instanceof RemoteLoadError}
          reason={describeLoadError(this.state.error)}
          onRetry={this.retry}
        />
      );
    }
    return this.props.children;
  }
}
