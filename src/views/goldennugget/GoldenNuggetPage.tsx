/** The goldennugget page (built with its issue). */
export default function GoldenNuggetPage() {
  return <h1>goldennugget</h1>;
}
