/** The way from a page to its exercises (#/<page>/practice, served by the Practice page). */
import './layout.css';

export function PracticeLink({ page }: { page: string }) {
  return (
    <a className="practice-link" href={`#/${page}/practice`}>
      Practice: predict, then check →
    </a>
  );
}
