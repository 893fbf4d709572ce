import { useEffect, useState } from 'react';
import { fetchUsers, setUserDisabled, type AdminUser } from '../api/users';
import { Pager } from '../components/Pager';
import { UserTable } from '../components/UserTable';
import { usePagination } from '../hooks/usePagination';

export default function UsersPage() {
  const pager = usePagination(20);
  const [users, setUsers] = useState<AdminUser[]>([]);
  const [search, setSearch] = useState('');
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { page, pageSize, setTotal } = pager;

  useEffect(() => {
    let cancelled = false;
    setLoading(true);
    fetchUsers({ page, pageSize, search })
      .then((res) => {
        if (cancelled) return;
        setUsers(res.items);
        setTotal(res.total);
        setError(null);
      })
      .catch((e: Error) => !cancelled && setError(e.message))
      .finally(() => !cancelled && setLoading(false));
    return () => {
      cancelled = true;
    };
  }, [page, pageSize, search, setTotal]);

  async function toggle(user: AdminUser) {
    const updated = await setUserDisabled(user.id, !user.disabled);
    setUsers((list) => list.map((u) => (u.id === updated.id ? updated : u)));
  }

  return (
    <section className="p-6">
      <h1 className="mb-4 text-xl font-semibold">用户管理（共 {pager.total} 人）</h1>
      <input
        className="mb-4 w-64 rounded border px-3 py-1"
        placeholder="搜索邮箱或昵称"
        value={search}
        onChange={(e) => {
          setSearch(e.target.value);
          pager.goTo(1);
        }}
      />
      {error && <p className="text-red-600">加载失败：{error}</p>}
      {loading ? <p>加载中…</p> : <UserTable users={users} onToggleDisabled={toggle} />}
      <Pager page={page} totalPages={pager.totalPages} onChange={pager.goTo} />
    </section>
  );
}
