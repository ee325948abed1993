/** The banner for saved data that could not be used (the app runs on with defaults). */
import { dismissStorageProblem, useStore } from '../../store';
import { Notice } from './Notice';

export function StorageBanner() {
  const problem = useStore((s) => s.storageProblem);
  return (
    <Notice
      message={problem}
      onDismiss={dismissStorageProblem}
      dismissLabel="Dismiss and save the defaults"
      testId="storage-problem"
    />
  );
}
