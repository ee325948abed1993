/** Saved lessons that could not all be read: kept as they were until the person chooses. */
import { downloadBlob } from '../../ui/export';
import { lessonStore, useLessons } from './lessonStore';

export function StoreProblem() {
  const { problem, locked } = useLessons();
  if (!problem) return null;
  const saved = lessonStore.savedText();
  return (
    <div className="notice" role="alert" data-testid="lessons-store-problem">
      <p>{problem}</p>
      {locked ? (
        <p className="toolbar">
          {saved !== null && (
            <button
              type="button"
              onClick={() =>
                downloadBlob(new Blob([saved], { type: 'application/json' }), 'saved-lessons.json')
              }
            >
              Download the saved lessons as they are
            </button>
          )}
          <button type="button" onClick={lessonStore.unlock}>
            Save my lessons over them
          </button>
        </p>
      ) : (
        <button type="button" onClick={lessonStore.dismissProblem}>
          Dismiss
        </button>
      )}
    </div>
  );
}
