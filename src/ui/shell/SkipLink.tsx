/**
 * "Skip to content" for keyboard users. Not an href="#main": with hash routing that would
 * change the page, so it moves focus itself.
 */
export function SkipLink({ targetId }: { targetId: string }) {
  return (
    <a
      className="skip-link"
      href={`#${targetId}`}
      onClick={(e) => {
        e.preventDefault();
        document.getElementById(targetId)?.focus();
      }}
    >
      Skip to content
    </a>
  );
}
