/** An address that names no page: say so, and offer the way home. */
export function NotFound({ page }: { page: string }) {
  const shown = page.length > 60 ? `${page.slice(0, 60)}…` : page;
  return (
    <section aria-labelledby="not-found-title">
      <h1 id="not-found-title">No such page</h1>
      <p role="alert">
        There is no page called “{shown}” in Coin Games Lab. <a href="#/">Go to the home page</a> to see them
        all.
      </p>
    </section>
  );
}
