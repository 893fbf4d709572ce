import { useState } from 'react'
import SearchBox from './components/SearchBox'
import OrderTable from './components/OrderTable'
import { useOrders } from './hooks/useOrders'

export default function App() {
  const [keyword, setKeyword] = useState('')
  const [page, setPage] = useState(1)
  const { orders, total, loading, error } = useOrders(keyword, page)

  const handleSearch = (value: string) => {
    setKeyword(value)
    setPage(1)
  }

  return (
    <div className="app">
      <header className="toolbar">
        <h1>受注一覧</h1>
        <SearchBox onSearch={handleSearch} />
      </header>
      {error && <p className="error">読み込みに失敗しました: {error}</p>}
      <OrderTable
        orders={orders}
        total={total}
        page={page}
        loading={loading}
        onPageChange={setPage}
      />
    </div>
  )
}
