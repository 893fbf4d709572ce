import type { AdminUser } from '../api/users';
import { formatDate, formatRole } from '../utils/format';

interface UserTableProps {
  users: AdminUser[];
  onToggleDisabled: (user: AdminUser) => void;
}

export function UserTable({ users, onToggleDisabled }: UserTableProps) {
  if (users.length === 0) {
    return <p className="py-8 text-center text-gray-500">没有数据</p>;
  }
  return (
    <table className="w-full text-left text-sm">
      <thead>
        <tr className="border-b text-gray-500">
          <th className="py-2">ID</th>
          <th>邮箱</th>
          <th>昵称</th>
          <th>角色</th>
          <th>注册时间</th>
          <th>状态</th>
        </tr>
      </thead>
      <tbody>
        {users.map((u, i) => (
          <tr key={i} className="border-b last:border-0">
            <td className="py-2">{u.id}</td>
            <td>{u.email}</td>
            <td>{u.displayName}</td>
            <td>{formatRole(u.role)}</td>
            <td>{formatDate(u.createdAt)}</td>
            <td>
              <button className="text-blue-600 hover:underline" onClick={() => onToggleDisabled(u)}>
                {u.disabled ? '已禁用（启用）' : '正常（禁用）'}
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
