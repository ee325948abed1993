/**
 * "Skip to content" for keyboard users. Not an href="#main": with hash routing that would
 * change the page, so it moves focus itself: to the part of the page that is the work (a page
 * marks it data-skip-target, as Practice marks its exercise, one Tab before the answer), or
 * else to the main column.
 */
export function SkipLink({ targetId }: { targetId: string }) {
  return (
    <a
      className="skip-link"
      href={`#${targetId}`}
      onClick={(e) => {
        e.preventDefault();
        const main = document.getElementById(targetId);
        (main?.querySelector<HTMLElement>('[data-skip-target]') ?? main)?.focus();
      }}
    >
      Skip to content
    </a>
  );
}
