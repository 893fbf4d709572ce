import type { User } from "../api/users";

function formatLogin(iso: string | null): string {
  if (!iso) return "-";
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

interface Props {
  users: User[];
}

export function UserTable({ users }: Props) {
  if (users.length === 0) {
    return <p className="empty">暂无数据</p>;
  }
  return (
    <table className="users">
      <thead>
        <tr>
          <th>ID</th>
          <th>用户名</th>
          <th>邮箱</th>
          <th>角色</th>
          <th>最后登录</th>
        </tr>
      </thead>
      <tbody>
        {users.map((u) => (
          <tr key={u.id}>
            <td>{u.id}</td>
            <td>{u.name}</td>
            <td>{u.email}</td>
            <td>{u.role}</td>
            <td>{formatLogin(u.lastLoginAt)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
