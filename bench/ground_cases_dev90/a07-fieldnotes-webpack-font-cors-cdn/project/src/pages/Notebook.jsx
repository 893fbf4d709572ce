export function Notebook() {
  return (
    <section>
      <h1>Notebook</h1>
      <p>Your field observations, newest first.</p>
    </section>
  );
}
