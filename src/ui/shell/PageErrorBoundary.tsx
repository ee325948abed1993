/**
 * Around each page: a bug in one page shows what went wrong and a way out, never a blank
 * screen. "Reset this page" puts the page's saved board back to its defaults (a bad board
 * is the likeliest cause), clears the page's URL parameters and renders it again.
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  pageTitle: string;
  onReset: () => void;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

export class PageErrorBoundary extends Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`The ${this.props.pageTitle} page failed`, error, info.componentStack);
  }

  private reset = () => {
    this.props.onReset();
    this.setState({ error: null });
  };

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <section className="page-error" role="alert" aria-labelledby="page-error-title">
        <h1 id="page-error-title">The {this.props.pageTitle} page stopped working</h1>
        <p>Something went wrong while showing this page. The rest of the app still works.</p>
        <pre className="page-error__message">{error.message}</pre>
        <button type="button" onClick={this.reset}>
          Reset this page
        </button>{' '}
        <a href="#/">Go to the home page</a>
      </section>
    );
  }
}
