/** One slide's picture that fails says so on the sheet; the rest of the lesson still prints. */
import { Component, type ReactNode } from 'react';

interface Props {
  onError: () => void;
  children: ReactNode;
}

export class SlideBoundary extends Component<Props, { failed: string | null }> {
  state = { failed: null as string | null };

  static getDerivedStateFromError(error: unknown) {
    return { failed: error instanceof Error ? error.message : String(error) };
  }

  componentDidCatch(): void {
    this.props.onError();
  }

  render() {
    return this.state.failed !== null ? (
      <p className="slide-problem" role="alert">
        This slide's picture could not be drawn ({this.state.failed}); open its link to see it.
      </p>
    ) : (
      this.props.children
    );
  }
}
