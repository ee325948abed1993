/**
 * A clear message about something that went wrong but did not stop the app (a malformed
 * link, unreadable saved data), with a button to dismiss it.
 */
import './shell.css';

interface Props {
  message: string | null;
  onDismiss?: () => void;
  dismissLabel?: string;
  testId?: string;
}

export function Notice({ message, onDismiss, dismissLabel = 'Dismiss', testId }: Props) {
  if (!message) return null;
  return (
    <div className="notice" role="alert" data-testid={testId}>
      <p>{message}</p>
      {onDismiss && (
        <button type="button" onClick={onDismiss}>
          {dismissLabel}
        </button>
      )}
    </div>
  );
}
