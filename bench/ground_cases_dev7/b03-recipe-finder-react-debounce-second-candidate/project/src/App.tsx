import { useState } from "react";
import SearchBox from "./components/SearchBox";
import RecipeList from "./components/RecipeList";
import { useRecipeSearch } from "./hooks/useRecipeSearch";

export default function App() {
  const [query, setQuery] = useState("");
  const { recipes, loading, error } = useRecipeSearch(query);

  return (
    <main className="container">
      <h1>きょうのレシピ</h1>
      <SearchBox onSearch={setQuery} />
      {error && <p className="error">検索に失敗しました</p>}
      {loading && <p className="muted">検索中…</p>}
      <RecipeList recipes={recipes} />
    </main>
  );
}
