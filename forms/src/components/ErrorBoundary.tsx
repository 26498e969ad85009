import { Component, type ErrorInfo, type ReactNode } from 'react';
import { BadCheckPage } from './BadCheckPage';

interface State {
  error: Error | null;
}

/** The fallback of customer-portal.md §8 for any unhandled rendering error. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    if (this.state.error) return <BadCheckPage message={this.state.error.message} />;
    return this.props.children;
  }
}
