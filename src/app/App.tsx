/**
 * The app shell: skip link, header with the pages, the storage banner, the page the route
 * names (lazy, with its own error boundary), the footer with the engine's state, the `?`
 * overlay and the app-wide text limit's notice. The app's own keys are registered here for as
 * long as the shell lives.
 * A second error boundary sits above the router, so nothing a link holds can blank the app.
 */
import { useEffect, useRef } from 'react';
import { AppFooter } from '../ui/shell/AppFooter';
import { AppHeader } from '../ui/shell/AppHeader';
import { HelpOverlay } from '../ui/shell/HelpOverlay';
import { PageErrorBoundary } from '../ui/shell/PageErrorBoundary';
import { PageView } from '../ui/shell/PageView';
import { SkipLink } from '../ui/shell/SkipLink';
import { TextLimitNotice } from '../ui/form/TextLimitNotice';
import { StorageBanner } from '../ui/shell/StorageBanner';
import '../ui/shell/app.css';
import HomePage from '../views/home/HomePage';
import { UpdateNotice } from '../pwa/UpdateNotice';
import { APP_COMMANDS } from './appCommands';
import { registerCommands } from '../nav/commands';
import { showBoardOnOpen } from './presentationOpening';
import { navigate, usePage } from '../nav/router';
import { AddToLesson, LessonBar } from '../views/lessons/LessonBar';
import { registerPages } from '../nav/pages';
import { MANIFESTS } from './manifests';

registerPages(MANIFESTS);

export function App() {
  return (
    <PageErrorBoundary
      pageTitle="Coin Games Lab"
      onReset={() => navigate({ page: '', params: {} }, { replace: true })}
    >
      <Shell />
    </PageErrorBoundary>
  );
}

function Shell() {
  const page = usePage();
  useEffect(() => registerCommands(APP_COMMANDS), []);

  // After a navigation (not on load), focus the main region so a screen reader starts there.
  const main = useRef<HTMLElement>(null);
  const lastPage = useRef(page);
  useEffect(() => {
    if (lastPage.current === page) return;
    lastPage.current = page;
    main.current?.focus({ preventScroll: false });
  }, [page]);

  // A projector opening a link to a step shows the board and the frame, not the title.
  useEffect(() => showBoardOnOpen(), [page]);

  return (
    <div className="app">
      <SkipLink targetId="main" />
      <AppHeader current={page} aside={<LessonBar />} tools={<AddToLesson />} />
      <main id="main" ref={main} className="app-main" tabIndex={-1}>
        <StorageBanner />
        <PageView page={page} home={HomePage} />
      </main>
      <AppFooter />
      <HelpOverlay />
      <UpdateNotice />
      <TextLimitNotice />
    </div>
  );
}
