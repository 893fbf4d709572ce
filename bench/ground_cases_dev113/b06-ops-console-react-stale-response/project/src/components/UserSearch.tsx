import { useEffect, useState } from "react";
import { ApiError, searchUsers, type User } from "../api/users";
import { useDebounce } from "../hooks/useDebounce";

interface Props {
  onSelect: (user: User) => void;
}

export function UserSearch({ onSelect }: Props) {
  const [query, setQuery] = useState("");
  const [results, setResults] = useState<User[]>([]);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const debounced = useDebounce(query, 300);

  useEffect(() => {
    if (debounced.trim() === "") {
      setResults([]);
      return;
    }
    setLoading(true);
    setError(null);
    searchUsers(debounced)
      .then((users) => setResults(users))
      .catch((e) =>
        setError(e instanceof ApiError && e.status === 401 ? "ログインし直してください" : "検索に失敗しました"),
      )
      .finally(() => setLoading(false));
  }, [debounced]);

  return (
    <div className="user-search">
      <input
        type="search"
        placeholder="名前・メールで検索"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
      />
      {loading && <p className="hint">検索中…</p>}
      {error && <p className="error">{error}</p>}
      {!loading && debounced.trim() !== "" && <p className="count">{results.length}件</p>}
      <ul>
        {results.map((u) => (
          <li key={u.id}>
            <button type="button" onClick={() => onSelect(u)}>
              {u.name} <span className="muted">{u.email}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
