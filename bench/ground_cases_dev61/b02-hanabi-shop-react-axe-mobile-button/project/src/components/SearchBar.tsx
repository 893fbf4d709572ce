import { FormEvent, useState } from "react";
import { useNavigate } from "react-router-dom";
import { SearchIcon } from "./icons";
import styles from "./SearchBar.module.css";

export function SearchBar() {
  const [q, setQ] = useState("");
  const navigate = useNavigate();

  function submit(e: FormEvent) {
    e.preventDefault();
    const term = q.trim();
    if (term) navigate(`/search?q=${encodeURIComponent(term)}`);
  }

  return (
    <form role="search" className={styles.form} onSubmit={submit}>
      <label htmlFor="site-search" className="visually-hidden">
        商品を検索
      </label>
      <input
        id="site-search"
        type="search"
        className={styles.input}
        placeholder="商品を検索"
        value={q}
        onChange={(e) => setQ(e.target.value)}
      />
      <button type="submit" className={styles.submit} aria-label="検索">
        <SearchIcon />
      </button>
    </form>
  );
}

export default SearchBar;
