"use client";

import { useEffect, useState } from "react";
import { fetchSuggestions } from "@/lib/api";
import { useDebounce } from "@/hooks/useDebounce";
import type { Suggestion } from "@/lib/suggest";

export default function SearchBox() {
  const [text, setText] = useState("");
  const [query, setQuery] = useState("");
  const [items, setItems] = useState<Suggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [composing, setComposing] = useState(false);
  const debouncedQuery = useDebounce(query, 300);

  useEffect(() => {
    if (!debouncedQuery.trim()) {
      setItems([]);
      return;
    }
    const ctrl = new AbortController();
    fetchSuggestions(debouncedQuery, ctrl.signal)
      .then((xs) => {
        setItems(xs);
        setOpen(true);
      })
      .catch((e) => {
        if (e.name !== "AbortError") console.error(e);
      });
    return () => ctrl.abort();
  }, [debouncedQuery]);

  return (
    <div className="relative">
      <input
        type="search"
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          if (!composing) setQuery(e.target.value);
        }}
        onCompositionStart={() => setComposing(true)}
        onCompositionEnd={(e) => {
          setComposing(false);
          setQuery(e.currentTarget.value);
        }}
        onBlur={() => setOpen(false)}
        placeholder="キーワード"
        className="w-full rounded border px-3 py-2"
      />
      {open && items.length > 0 && (
        <ul className="absolute z-10 w-full rounded border bg-white shadow">
          {items.map((s) => (
            <li key={s.text} className="px-3 py-1 hover:bg-gray-100">
              {s.text}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
