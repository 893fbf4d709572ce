import { useEffect, useState } from "react";
import { useDebounce } from "../hooks/useDebounce";

interface Props {
  onSearch: (q: string) => void;
}

export function SearchBox({ onSearch }: Props) {
  const [query, setQuery] = useState("");
  const debounced = useDebounce(query, 300);

  useEffect(() => {
    if (query.trim()) onSearch(query.trim());
  }, [query, onSearch]);

  return (
    <input
      className="search-box"
      type="search"
      placeholder="商品を検索"
      value={query}
      onChange={(e) => setQuery(e.target.value)}
    />
  );
}
