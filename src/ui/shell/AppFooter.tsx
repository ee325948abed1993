/** The footer line: the engine worker's state and where the keys are. Hidden in presentation mode. */
import { EngineIndicator } from './EngineIndicator';

export function AppFooter() {
  return (
    <footer className="app-footer">
      <EngineIndicator />
      <span>
        Press <kbd>?</kbd> for keyboard shortcuts · <a href="#/about">About and sources</a>
      </span>
    </footer>
  );
}
