import { SearchBox } from "./components/SearchBox";

export default function App() {
  return (
    <main className="app">
      <h1>Catalog</h1>
      <SearchBox />
    </main>
  );
}
