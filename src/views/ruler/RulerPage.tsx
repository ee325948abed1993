/** The ruler page (built with its issue). */
export default function RulerPage() {
  return <h1>ruler</h1>;
}
