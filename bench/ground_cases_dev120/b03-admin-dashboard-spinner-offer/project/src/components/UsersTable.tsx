import { useState } from "react";
import { useDebounce } from "../hooks/useDebounce";
import { useUsers } from "../hooks/useUsers";
import { Pagination } from "./Pagination";
import { SearchBox } from "./SearchBox";

const PER_PAGE = 20;

export function UsersTable() {
  const [query, setQuery] = useState("");
  const [page, setPage] = useState(1);
  const debouncedQuery = useDebounce(query, 300);
  const { users, total, loading, error } = useUsers(debouncedQuery, page, PER_PAGE);

  return (
    <section>
      <SearchBox
        value={query}
        onChange={(value) => {
          setQuery(value);
          setPage(1);
        }}
      />
      {error && <p className="error">読み込みに失敗しました: {error}</p>}
      {loading ? (
        <div className="spinner" aria-label="loading" />
      ) : (
        <table className="users">
          <thead>
            <tr>
              <th>ID</th>
              <th>名前</th>
              <th>メール</th>
              <th>権限</th>
            </tr>
          </thead>
          <tbody>
            {users.map((u) => (
              <tr key={u.id}>
                <td>{u.id}</td>
                <td>{u.name}</td>
                <td>
                  <a href={`mailto:${u.email}`}>{u.email}</a>
                </td>
                <td>{u.role === "admin" ? "管理者" : "メンバー"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pagination page={page} total={total} perPage={PER_PAGE} onPage={setPage} />
    </section>
  );
}
