import { useMemo } from 'react'
import type { User } from '../api/users'

interface Props {
  users: User[]
  onlineIds: Set<string>
  sortBy: 'name' | 'lastSeenAt'
}

function formatLastSeen(iso: string | null): string {
  if (!iso) return '从未登录'
  const d = new Date(iso)
  return d.toLocaleString('zh-CN', { hour12: false })
}

export function UserTable({ users, onlineIds, sortBy }: Props) {
  const rows = useMemo(() => {
    const copy = [...users]
    copy.sort((a, b) =>
      sortBy === 'name'
        ? a.name.localeCompare(b.name, 'zh-CN')
        : (b.lastSeenAt ?? '').localeCompare(a.lastSeenAt ?? ''),
    )
    return copy
  }, [users, sortBy])

  return (
    <table className="user-table">
      <thead>
        <tr>
          <th>用户名</th>
          <th>邮箱</th>
          <th>角色</th>
          <th>状态</th>
          <th>最近登录</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((u) => (
          <tr key={u.id}>
            <td>{u.name}</td>
            <td>{u.email}</td>
            <td>{u.role}</td>
            <td>{onlineIds.has(u.id) ? <span className="dot dot--on">在线</span> : <span className="dot">离线</span>}</td>
            <td>{formatLastSeen(u.lastSeenAt)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
