/** The sliding page (built with its issue). */
export default function SlidingPage() {
  return <h1>sliding</h1>;
}
