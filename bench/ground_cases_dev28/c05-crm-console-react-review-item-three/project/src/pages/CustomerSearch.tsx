import { useEffect, useState } from 'react'
import { searchCustomers, type Customer } from '../api/customers'
import { CustomerRow } from '../components/CustomerRow'
import { useDebouncedValue, isBlank } from '../hooks/useDebouncedValue'
import { Pager } from '../components/Pager'

const PAGE_SIZE = 20

export default function CustomerSearch() {
  const [keyword, setKeyword] = useState('')
  const [page, setPage] = useState(1)
  const [rows, setRows] = useState<Customer[]>([])
  const [total, setTotal] = useState(0)
  const [loading, setLoading] = useState(false)
  const [selected, setSelected] = useState<Set<string>>(new Set())
  const q = useDebouncedValue(keyword, 300)

  useEffect(() => {
    setPage(1)
  }, [q])

  useEffect(() => {
    if (isBlank(q)) {
      setRows([])
      setTotal(0)
      return
    }
    let ignore = false
    setLoading(true)
    searchCustomers({ q, page, pageSize: PAGE_SIZE })
      .then((res) => {
        if (ignore) return
        setRows(res.items)
        setTotal(res.total)
      })
      .finally(() => {
        if (!ignore) setLoading(false)
      })
    return () => {
      ignore = true
    }
  }, [q, page])

  const toggle = (id: string) => {
    setSelected((prev) => {
      const next = new Set(prev)
      if (next.has(id)) next.delete(id)
      else next.add(id)
      return next
    })
  }

  return (
    <div className="customer-search">
      <input
        className="customer-search__input"
        placeholder="客户名 / 手机号 / 公司"
        value={keyword}
        onChange={(e) => setKeyword(e.target.value)}
      />
      {loading && <span className="spinner" />}
      <table className="customer-table">
        <tbody>
          {rows.map((c, idx) => (
            <CustomerRow
              key={idx}
              customer={c}
              checked={selected.has(c.id)}
              onToggle={() => toggle(c.id)}
            />
          ))}
        </tbody>
      </table>
      <Pager page={page} pageSize={PAGE_SIZE} total={total} onChange={setPage} />
    </div>
  )
}
