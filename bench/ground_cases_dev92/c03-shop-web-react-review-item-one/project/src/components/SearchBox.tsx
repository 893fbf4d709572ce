import { useEffect, useState } from "react";
import { useDebounce } from "../hooks/useDebounce";

interface Props {
  placeholder?: string;
  /** Slower on mobile to save requests; ProductPage passes 600 there. */
  delayMs?: number;
  onSearch: (q: string) => void;
}

export function SearchBox({ placeholder = "搜索商品", delayMs = 300, onSearch }: Props) {
  const [query, setQuery] = useState("");
  const debounced = useDebounce(query.trim(), delayMs);

  useEffect(() => {
    onSearch(debounced);
  }, [debounced]);

  return (
    <div className="search-box">
      <input
        value={query}
        placeholder={placeholder}
        onChange={(e) => setQuery(e.target.value)}
        aria-label="search"
      />
      {query && (
        <button className="search-clear" onClick={() => setQuery("")}>
          ×
        </button>
      )}
    </div>
  );
}
