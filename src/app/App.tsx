export function App() {
  return (
    <main>
      <h1>Coin Games Lab</h1>
    </main>
  );
}
