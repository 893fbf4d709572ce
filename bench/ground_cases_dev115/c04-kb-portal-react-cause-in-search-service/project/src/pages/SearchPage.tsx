import { useEffect, useState } from "react";
import { search, type SearchResponse } from "../api/search";
import { ResultList } from "../components/ResultList";
import { useDebounce } from "../hooks/useDebounce";

export default function SearchPage() {
  const [query, setQuery] = useState("");
  const [data, setData] = useState<SearchResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const debounced = useDebounce(query, 300);

  useEffect(() => {
    const q = debounced.trim();
    if (!q) {
      setData(null);
      return;
    }
    const ctrl = new AbortController();
    setLoading(true);
    search(q, 1, ctrl.signal)
      .then((d) => {
        setData(d);
        setError(null);
      })
      .catch((e: Error) => {
        if (e.name !== "AbortError") setError(e.message);
      })
      .finally(() => setLoading(false));
    return () => ctrl.abort();
  }, [debounced]);

  return (
    <main className="search-page">
      <input
        className="search-box"
        placeholder="搜索文档、FAQ、Runbook"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        autoFocus
      />
      {error && <p className="error">出错了：{error}</p>}
      {loading ? <p className="hint">搜索中…</p> : data && <ResultList hits={data.hits} total={data.total} />}
    </main>
  );
}
