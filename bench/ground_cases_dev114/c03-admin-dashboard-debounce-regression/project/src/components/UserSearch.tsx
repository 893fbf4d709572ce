import { useEffect, useState } from "react";
import { searchUsers, type User } from "../api/users";
import { useDebounce } from "../hooks/useDebounce";
import { UserTable } from "./UserTable";

export function UserSearch() {
  const [query, setQuery] = useState("");
  const [users, setUsers] = useState<User[]>([]);
  const [loading, setLoading] = useState(false);
  const debouncedQuery = useDebounce(query, 300);

  useEffect(() => {
    let cancelled = false;
    setLoading(true);
    searchUsers(debouncedQuery)
      .then((rows) => {
        if (!cancelled) setUsers(rows);
      })
      .finally(() => {
        if (!cancelled) setLoading(false);
      });
    return () => {
      cancelled = true;
    };
  }, [debouncedQuery]);

  return (
    <section>
      <input
        type="search"
        placeholder="搜索用户名 / 邮箱"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
      />
      {loading && <span className="spinner" />}
      <UserTable users={users} />
    </section>
  );
}
