export function Home() {
  return <h1>This week's potluck</h1>;
}
