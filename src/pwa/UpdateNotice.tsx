/** A quiet line when a new version of the app is installed: reload now, or keep working. */
import { dismissUpdate, takeUpdate, useUpdateWaiting } from './updateState';
import './updateNotice.css';

export function UpdateNotice() {
  const waiting = useUpdateWaiting();
  if (!waiting) return null;
  return (
    <div className="update-notice" role="status">
      <span>A new version of Coin Games Lab is ready.</span>
      <button type="button" onClick={takeUpdate}>
        Reload
      </button>
      <button type="button" onClick={dismissUpdate}>
        Later
      </button>
    </div>
  );
}
