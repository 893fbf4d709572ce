import { useEffect, useState } from "react";
import { Product } from "./api/products";
import { SearchBox } from "./components/SearchBox";

const CATEGORIES = ["all", "food", "kitchen", "outdoor"];

export default function App() {
  const [category, setCategory] = useState("all");
  const [picked, setPicked] = useState<Product | null>(null);
  const [title, setTitle] = useState("カタログ");

  useEffect(() => {
    document.title = picked ? `${picked.name} | ${title}` : title;
  }, [picked, title]);

  return (
    <main>
      <h1>{title}</h1>
      <select value={category} onChange={(e) => setCategory(e.target.value)}>
        {CATEGORIES.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </select>
      <SearchBox category={category} onPick={setPicked} />
      {picked && (
        <section className="detail">
          <h2>{picked.name}</h2>
          <button onClick={() => setTitle("カタログ（選択中）")}>固定</button>
        </section>
      )}
    </main>
  );
}
