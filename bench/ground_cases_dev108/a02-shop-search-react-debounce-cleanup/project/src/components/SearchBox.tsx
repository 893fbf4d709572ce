import { useEffect, useState } from "react";
import { searchProducts, type SearchResult } from "../api/products";
import { useDebounce } from "../hooks/useDebounce";

interface Props {
  category?: string;
  onResults: (result: SearchResult) => void;
  onError?: (err: Error) => void;
}

export function SearchBox({ category, onResults, onError }: Props) {
  const [text, setText] = useState("");
  const query = useDebounce(text.trim(), 300);

  useEffect(() => {
    if (query.length < 2) return;
    searchProducts({ q: query, category })
      .then(onResults)
      .catch((err: Error) => {
        if (err.name !== "AbortError") onError?.(err);
      });
  }, [query, category, onResults, onError]);

  return (
    <input
      type="search"
      className="search-box"
      placeholder="Search products…"
      value={text}
      onChange={(e) => setText(e.target.value)}
    />
  );
}
