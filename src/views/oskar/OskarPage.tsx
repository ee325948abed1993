/** The oskar page (built with its issue). */
export default function OskarPage() {
  return <h1>oskar</h1>;
}
