import { useState } from "react";
import { addToShelf, Book } from "./api";
import { SearchBox } from "./components/SearchBox";

const DEFAULT_SHELF = "to-read";

export default function App() {
  const [picked, setPicked] = useState<Book | null>(null);
  const [status, setStatus] = useState<string>("");

  async function handleAdd() {
    if (!picked) return;
    try {
      await addToShelf(DEFAULT_SHELF, picked.id);
      setStatus(`Added "${picked.title}" to your to-read shelf`);
      setPicked(null);
    } catch (e) {
      setStatus((e as Error).message);
    }
  }

  return (
    <main className="app">
      <h1>Shelf</h1>
      <SearchBox onPick={setPicked} />
      {picked && (
        <section className="picked">
          <h2>{picked.title}</h2>
          <p>{picked.author}</p>
          <button onClick={handleAdd}>Add to to-read</button>
        </section>
      )}
      {status && <p role="status">{status}</p>}
    </main>
  );
}
