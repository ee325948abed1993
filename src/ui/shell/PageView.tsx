/**
 * The page the route names: lazy-loaded, inside its own error boundary and Suspense.
 * Unknown ids get a "no such page" message. The document title follows the page.
 */
import { Suspense, useEffect, type ComponentType } from 'react';
import { navigate } from '../../nav/router';
import { findPage } from '../../nav/pages';
import { isSliceKey, resetSlice } from '../../store';
import { NotFound } from './NotFound';
import { PageErrorBoundary } from './PageErrorBoundary';

interface Props {
  page: string;
  home: ComponentType;
}

export function PageView({ page, home: Home }: Props) {
  const info = page === '' ? null : findPage(page);
  const title = page === '' ? 'Home' : (info?.title ?? 'No such page');
  useEffect(() => {
    document.title = page === '' ? 'Coin Games Lab' : `${title} · Coin Games Lab`;
  }, [page, title]);

  if (page !== '' && !info) return <NotFound page={page} />;
  const Page = info ? info.component : Home;
  const reset = () => {
    if (isSliceKey(page) && page !== 'settings') resetSlice(page);
    navigate({ page, params: {} }, { replace: true });
  };
  return (
    <PageErrorBoundary key={page} pageTitle={title} onReset={reset}>
      <Suspense
        fallback={
          <p className="page-loading" role="status">
            Loading {title}…
          </p>
        }
      >
        <Page />
      </Suspense>
    </PageErrorBoundary>
  );
}
