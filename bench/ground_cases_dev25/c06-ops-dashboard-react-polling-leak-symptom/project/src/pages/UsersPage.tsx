import { useCallback, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { fetchOnlineIds, fetchUsers } from '../api/users'
import { UserTable } from '../components/UserTable'
import { useDebounce } from '../hooks/useDebounce'
import { usePageVisible } from '../hooks/usePageVisible'
import { usePolling } from '../hooks/usePolling'

export default function UsersPage() {
  const [page, setPage] = useState(1)
  const [keyword, setKeyword] = useState('')
  const q = useDebounce(keyword.trim(), 200)
  const [sortBy, setSortBy] = useState<'name' | 'lastSeenAt'>('name')
  const [onlineIds, setOnlineIds] = useState<Set<string>>(new Set())
  const visible = usePageVisible()

  const { data, isLoading } = useQuery({
    queryKey: ['users', q, page],
    queryFn: () => fetchUsers({ q: q || undefined, page }),
  })

  const refreshOnline = useCallback(async () => {
    const ids = await fetchOnlineIds()
    setOnlineIds(new Set(ids))
  }, [])

  // 在线状态 10 秒刷新一次,页面切到后台时暂停
  usePolling(refreshOnline, 10_000, visible)

  return (
    <div className="page">
      <header className="page__header">
        <h1>用户</h1>
        <input
          type="search"
          className="page__search"
          placeholder="搜索用户名 / 邮箱"
          value={keyword}
          onChange={(e) => {
            setKeyword(e.target.value)
            setPage(1)
          }}
        />
        <select value={sortBy} onChange={(e) => setSortBy(e.target.value as 'name' | 'lastSeenAt')}>
          <option value="name">按用户名</option>
          <option value="lastSeenAt">按最近登录</option>
        </select>
      </header>
      {isLoading ? <p>加载中…</p> : <UserTable users={data?.items ?? []} onlineIds={onlineIds} sortBy={sortBy} />}
      <footer className="page__footer">
        <button disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>上一页</button>
        <span>第 {page} 页</span>
        <button disabled={(data?.items.length ?? 0) < 20} onClick={() => setPage((p) => p + 1)}>下一页</button>
      </footer>
    </div>
  )
}
