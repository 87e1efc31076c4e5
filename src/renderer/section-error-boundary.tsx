import { Component, type ErrorInfo, type ReactNode } from 'react';

/** One broken section never blanks a page: it renders nothing in its place and logs why. */
export class SectionErrorBoundary extends Component<{ type: string; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`Section "${this.props.type}" failed to render:`, error, info.componentStack);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return import.meta.env.DEV ? (
      <div className="section-problem" role="note">
        Section “{this.props.type}” failed to render; see the console.
      </div>
    ) : null;
  }
}
