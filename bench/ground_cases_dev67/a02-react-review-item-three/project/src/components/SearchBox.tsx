import { useEffect, useState } from "react";
import { Invoice, searchInvoices } from "../api/client";
import { useDebounce } from "../hooks/useDebounce";
import { ErrorBanner } from "./ErrorBanner";

interface Props {
  onResults: (invoices: Invoice[]) => void;
}

export function SearchBox({ onResults }: Props) {
  const [query, setQuery] = useState("");
  const [error, setError] = useState<unknown>(null);
  const debounced = useDebounce(query, 300);

  useEffect(() => {
    if (!debounced.trim()) {
      onResults([]);
      return;
    }
    const controller = new AbortController();
    searchInvoices(debounced, controller.signal)
      .then((found) => {
        setError(null);
        onResults(found);
      })
      .catch((err) => {
        if (err instanceof DOMException && err.name === "AbortError") return;
        setError(err);
      });
    return () => controller.abort();
  }, [debounced, onResults]);

  return (
    <div className="search-box">
      <input
        type="search"
        placeholder="Search invoices"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
      />
      {error != null && <ErrorBanner error={error} />}
    </div>
  );
}
