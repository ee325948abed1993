/** The calculator page (built with its issue). */
export default function CalculatorPage() {
  return <h1>calculator</h1>;
}
