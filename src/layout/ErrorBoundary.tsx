/** Catches a screen's render errors and shows ErrorView instead of a blank page. */
import { Component, type ReactNode } from 'react';
import { ErrorView } from './ErrorView';

interface ErrorBoundaryState {
  error: unknown;
  failed: boolean;
}

export class ErrorBoundary extends Component<{ children: ReactNode }, ErrorBoundaryState> {
  state: ErrorBoundaryState = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { error, failed: true };
  }

  reset = () => this.setState({ error: null, failed: false });

  render() {
    return this.state.failed ? <ErrorView error={this.state.error} resetErrorBoundary={this.reset} /> : this.props.children;
  }
}
