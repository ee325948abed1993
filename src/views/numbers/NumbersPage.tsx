/** The numbers page (built with its issue). */
export default function NumbersPage() {
  return <h1>numbers</h1>;
}
