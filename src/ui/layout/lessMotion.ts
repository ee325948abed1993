/** The user (the app's setting) or the system asked for less motion: scroll at once, not smoothly. */
export function lessMotion(): boolean {
  return (
    document.documentElement.classList.contains('reduce-motion') ||
    (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false)
  );
}
