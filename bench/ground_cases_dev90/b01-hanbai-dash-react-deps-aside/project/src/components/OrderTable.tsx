import { useEffect, useMemo, useState } from 'react'
import type { Order } from '../api/client'
import { formatDate, formatYen } from '../utils/format'

type SortKey = 'orderedAt' | 'amount'

type Props = {
  orders: Order[]
  total: number
  page: number
  loading: boolean
  onPageChange: (page: number) => void
}

const PER_PAGE = 50
const VIEW_KEY = 'orders.view'

export default function OrderTable({ orders, total, page, loading, onPageChange }: Props) {
  const [sortKey, setSortKey] = useState<SortKey>(() => {
    const saved = localStorage.getItem(VIEW_KEY)
    return saved ? (JSON.parse(saved).sortKey as SortKey) : 'orderedAt'
  })

  const sorted = useMemo(() => {
    const copy = [...orders]
    copy.sort((a, b) => (sortKey === 'amount' ? b.amount - a.amount : b.orderedAt.localeCompare(a.orderedAt)))
    return copy
  }, [orders, sortKey])

  useEffect(() => {
    localStorage.setItem(VIEW_KEY, JSON.stringify({ page, sortKey }))
  }, [page])

  const lastPage = Math.max(1, Math.ceil(total / PER_PAGE))

  return (
    <div className={loading ? 'table-wrap is-loading' : 'table-wrap'}>
      <table className="orders">
        <thead>
          <tr>
            <th>受注番号</th>
            <th>顧客</th>
            <th onClick={() => setSortKey('amount')}>金額</th>
            <th onClick={() => setSortKey('orderedAt')}>受注日</th>
            <th>状態</th>
          </tr>
        </thead>
        <tbody>
          {sorted.map((o) => (
            <tr key={o.id}>
              <td>{o.code}</td>
              <td>{o.customer}</td>
              <td className="num">{formatYen(o.amount)}</td>
              <td>{formatDate(o.orderedAt)}</td>
              <td>{o.status}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <nav className="pager">
        <button disabled={page <= 1} onClick={() => onPageChange(page - 1)}>前へ</button>
        <span>{page} / {lastPage}</span>
        <button disabled={page >= lastPage} onClick={() => onPageChange(page + 1)}>次へ</button>
      </nav>
    </div>
  )
}
