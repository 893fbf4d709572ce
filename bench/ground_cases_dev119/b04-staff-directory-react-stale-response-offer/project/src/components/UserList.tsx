import { useEffect, useState } from "react";
import { fetchUsers, type User } from "../api";
import { useDebounce } from "../hooks/useDebounce";
import { SearchBox } from "./SearchBox";

const PAGE_SIZE = 20;

export function UserList() {
  const [query, setQuery] = useState("");
  const [page, setPage] = useState(1);
  const [users, setUsers] = useState<User[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const debounced = useDebounce(query, 300);

  useEffect(() => {
    setLoading(true);
    setError(null);
    fetchUsers(debounced, page, PAGE_SIZE)
      .then((res) => {
        setUsers(res.items);
        setTotal(res.total);
      })
      .catch((err) => setError(String(err)))
      .finally(() => setLoading(false));
  }, [debounced, page]);

  const lastPage = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const from = total === 0 ? 0 : (page - 1) * PAGE_SIZE + 1;
  const to = Math.min(page * PAGE_SIZE, total);

  return (
    <section className="user-list">
      <SearchBox
        value={query}
        onChange={(q) => {
          setQuery(q);
          setPage(1);
        }}
      />
      {error && <p className="error">{error}</p>}
      {loading && <p className="muted">読み込み中…</p>}
      <p className="count">
        {total}件中 {from}-{to}件
      </p>
      <table>
        <thead>
          <tr>
            <th>名前</th>
            <th>メール</th>
            <th>部署</th>
          </tr>
        </thead>
        <tbody>
          {users.map((u) => (
            <tr key={u.id}>
              <td>{u.name}</td>
              <td>{u.email}</td>
              <td>{u.department ?? "-"}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <nav className="pager">
        <button disabled={page <= 1} onClick={() => setPage(page - 1)}>前へ</button>
        <span>{page} / {lastPage}</span>
        <button disabled={page >= lastPage} onClick={() => setPage(page + 1)}>次へ</button>
      </nav>
    </section>
  );
}
