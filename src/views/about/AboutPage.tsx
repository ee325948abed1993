/** The about page (built with its issue). */
export default function AboutPage() {
  return <h1>about</h1>;
}
