import { useEffect, useState } from "react";
import { fetchUsers, User } from "../api/users";
import { usePagination } from "../hooks/usePagination";
import { formatDate } from "../utils/format";

export function UserTable() {
  const pager = usePagination(20);
  const { page, pageSize, setTotal } = pager;
  const [users, setUsers] = useState<User[]>([]);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [query, setQuery] = useState("");

  useEffect(() => {
    const ctrl = new AbortController();
    setLoading(true);
    fetchUsers(page, pageSize, query, ctrl.signal)
      .then((res) => {
        setUsers(res.items);
        setTotal(res.total);
        setError(null);
      })
      .catch((e) => {
        if (e.name !== "AbortError") setError(String(e.message ?? e));
      })
      .finally(() => setLoading(false));
    return () => ctrl.abort();
  }, [page, pageSize, setTotal, query]);

  return (
    <div className="user-table">
      <input
        className="search"
        placeholder="搜索名字或邮箱"
        value={query}
        onChange={(e) => {
          setQuery(e.target.value);
          pager.reset();
        }}
      />
      {error && <p className="error">{error}</p>}
      <table>
        <thead>
          <tr>
            <th>名字</th>
            <th>邮箱</th>
            <th>角色</th>
            <th>最后登录</th>
          </tr>
        </thead>
        <tbody>
          {users.map((u) => (
            <tr key={u.id}>
              <td>{u.name}</td>
              <td>{u.email}</td>
              <td>{u.role}</td>
              <td>{u.lastLoginAt ? formatDate(u.lastLoginAt) : "—"}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="pager">
        <button disabled={!pager.hasPrev || loading} onClick={pager.prev}>上一页</button>
        <span>第 {pager.page} / {pager.pages} 页</span>
        <button disabled={!pager.hasNext || loading} onClick={pager.next}>下一页</button>
      </div>
    </div>
  );
}
