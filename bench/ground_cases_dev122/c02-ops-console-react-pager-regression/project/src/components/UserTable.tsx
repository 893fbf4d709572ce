import { useEffect, useState } from "react";
import { fetchUsers, type User } from "../api/users";
import { usePagination } from "../hooks/usePagination";
import { formatDate, formatRole } from "../utils/format";

const PAGE_SIZE = 20;

export function UserTable() {
  const [users, setUsers] = useState<User[]>([]);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const ctrl = new AbortController();
    fetchUsers(ctrl.signal).then(setUsers).catch((e: Error) => setError(e.message));
    return () => ctrl.abort();
  }, []);

  const [query, setQuery] = useState("");
  const q = query.trim().toLowerCase();
  const filtered = q
    ? users.filter((u) => u.name.toLowerCase().includes(q) || u.email.toLowerCase().includes(q))
    : users;

  const { page, pageCount, next, prev } = usePagination(filtered.length, PAGE_SIZE);
  const visible = filtered.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE);

  return (
    <div className="user-table">
      {error && <div className="banner banner-error">加载用户失败：{error}</div>}
      <input
        className="search"
        placeholder="搜索姓名或邮箱"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
      />
      <table>
        <thead>
          <tr>
            <th>姓名</th>
            <th>邮箱</th>
            <th>角色</th>
            <th>创建时间</th>
          </tr>
        </thead>
        <tbody>
          {visible.map((u) => (
            <tr key={u.id}>
              <td>{u.name}</td>
              <td>{u.email}</td>
              <td>{formatRole(u.role)}</td>
              <td>{formatDate(u.createdAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="pager">
        <button onClick={prev}>上一页</button>
        <span>
          第 {page} / {pageCount} 页
        </span>
        <button onClick={next}>下一页</button>
      </div>
    </div>
  );
}
