import { useEffect, useState } from 'react'
import { fetchUsers, banUser, unbanUser, type User } from '../api/users'
import Pagination from '../components/Pagination'
import SearchBox, { normalizeKeyword } from '../components/SearchBox'
import { useDebouncedValue } from '../hooks/useDebounce'
import { formatTime, maskPhone, statusText } from '../utils/format'

const PAGE_SIZE = 20

export default function UserList() {
  const [rows, setRows] = useState<User[]>([])
  const [total, setTotal] = useState(0)
  const [page, setPage] = useState(1)
  const [loading, setLoading] = useState(false)
  const [reload, setReload] = useState(0)
  const [keyword, setKeyword] = useState('')
  const debouncedKeyword = useDebouncedValue(normalizeKeyword(keyword), 300)

  // 关键字变了回到第一页
  useEffect(() => {
    setPage(1)
  }, [debouncedKeyword])

  useEffect(() => {
    let cancelled = false
    setLoading(true)
    fetchUsers({ q: debouncedKeyword, page, pageSize: PAGE_SIZE })
      .then((res) => {
        if (cancelled) return
        setRows(res.items)
        setTotal(res.total)
      })
      .finally(() => {
        if (!cancelled) setLoading(false)
      })
    return () => {
      cancelled = true
    }
  }, [page, reload])

  async function toggleBan(u: User) {
    if (u.status === 'active') await banUser(u.id)
    else await unbanUser(u.id)
    setReload((n) => n + 1)
  }

  return (
    <div className="page">
      <h2>用户管理</h2>
      <SearchBox value={keyword} onChange={setKeyword} placeholder="用户名 / 手机号" />
      <table className={loading ? 'table is-loading' : 'table'}>
        <thead>
          <tr>
            <th>ID</th>
            <th>用户名</th>
            <th>手机号</th>
            <th>状态</th>
            <th>注册时间</th>
            <th>操作</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((u) => (
            <tr key={u.id}>
              <td>{u.id}</td>
              <td>{u.username}</td>
              <td>{maskPhone(u.phone)}</td>
              <td>{statusText(u.status)}</td>
              <td>{formatTime(u.createdAt)}</td>
              <td>
                <button onClick={() => toggleBan(u)}>{u.status === 'active' ? '封禁' : '解封'}</button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Pagination page={page} pageSize={PAGE_SIZE} total={total} onChange={setPage} />
    </div>
  )
}
