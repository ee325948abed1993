/** The flipping page (built with its issue). */
export default function FlippingPage() {
  return <h1>flipping</h1>;
}
