import { useState } from "react";
import { useUsers } from "../hooks/useUsers";

const PER_PAGE = 25;

export function UserTable() {
  const [page, setPage] = useState(1);
  const [sortAsc, setSortAsc] = useState<boolean | null>(null);
  const { users, total, loading, error } = useUsers(page);
  const rows =
    sortAsc === null
      ? users
      : [...users].sort((a, b) => (sortAsc ? 1 : -1) * a.name.localeCompare(b.name, "ja"));
  const lastPage = Math.max(1, Math.ceil(total / PER_PAGE));

  if (error) {
    return <p className="error">読み込みに失敗しました: {error}</p>;
  }

  return (
    <div className="user-table">
      <table>
        <thead>
          <tr>
            <th>ID</th>
            <th className="sortable" onClick={() => setSortAsc(sortAsc === null ? true : !sortAsc)}>
              名前{sortAsc === null ? "" : sortAsc ? " ▲" : " ▼"}
            </th>
            <th>メール</th>
            <th>権限</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((u) => (
            <tr key={u.id}>
              <td>{u.id}</td>
              <td>{u.name}</td>
              <td>{u.email}</td>
              <td>{u.role === "admin" ? "管理者" : "メンバー"}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="pager">
        <button disabled={loading || page <= 1} onClick={() => setPage(page - 1)}>
          前
        </button>
        <span>
          {page} / {lastPage}
        </span>
        <button disabled={loading || page >= lastPage} onClick={() => setPage(page + 1)}>
          次
        </button>
      </div>
    </div>
  );
}
