import { useState } from "react";
import { totalPages, useUsers } from "../hooks/useUsers";

type SortKey = "name" | "created_at";

interface SortState {
  key: SortKey;
  dir: "asc" | "desc";
}

function sortParam(s: SortState): string {
  return s.dir === "desc" ? `-${s.key}` : s.key;
}

function sortIndicator(s: SortState, key: SortKey): string {
  if (s.key !== key) return "";
  return s.dir === "asc" ? " ▲" : " ▼";
}

function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString("ja-JP");
}

export function UserTable() {
  const [page, setPage] = useState(1);
  const [query, setQuery] = useState("");
  const [sort, setSort] = useState<SortState>({ key: "created_at", dir: "desc" });
  const { data, loading, error } = useUsers(page, query.trim(), sortParam(sort));
  const pages = totalPages(data);

  function handleQueryChange(value: string) {
    setQuery(value.replace(/^\s+/, ""));
  }

  function toggleSort(key: SortKey) {
    setSort((s) => (s.key === key ? { key, dir: s.dir === "asc" ? "desc" : "asc" } : { key, dir: "asc" }));
    setPage(1);
  }

  return (
    <div className="user-table">
      <input
        type="search"
        placeholder="名前・メールで検索"
        value={query}
        onChange={(e) => handleQueryChange(e.target.value)}
      />
      {error && <p className="error">{error}</p>}
      <table>
        <thead>
          <tr>
            <th onClick={() => toggleSort("name")}>名前{sortIndicator(sort, "name")}</th>
            <th>メール</th>
            <th>権限</th>
            <th onClick={() => toggleSort("created_at")}>登録日{sortIndicator(sort, "created_at")}</th>
          </tr>
        </thead>
        <tbody>
          {data?.items.map((u) => (
            <tr key={u.id}>
              <td>{u.name}</td>
              <td>{u.email}</td>
              <td>{u.role === "admin" ? "管理者" : "メンバー"}</td>
              <td>{formatDate(u.createdAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <nav className="pager">
        <button disabled={page <= 1 || loading} onClick={() => setPage(page - 1)}>前へ</button>
        <span>{page} / {pages}</span>
        <button disabled={page >= pages || loading} onClick={() => setPage(page + 1)}>次へ</button>
      </nav>
    </div>
  );
}
