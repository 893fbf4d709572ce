import { useEffect, useState } from 'react'
import { Input, Select, Pagination, Spin, message } from 'antd'
import { fetchOrders, type Order } from '@/api/orders'
import { formatDateTime } from '@/utils/date'
import OrderDrawer from '@/components/OrderDrawer'
import styles from './OrderList.module.css'

const PAGE_SIZE = 20

export default function OrderList() {
  const [status, setStatus] = useState<string | undefined>()
  const [keyword, setKeyword] = useState('')
  const [page, setPage] = useState(1)
  const [rows, setRows] = useState<Order[]>([])
  const [total, setTotal] = useState(0)
  const [loading, setLoading] = useState(false)
  const [current, setCurrent] = useState<Order | null>(null)

  useEffect(() => {
    let cancelled = false
    setLoading(true)
    fetchOrders({ status, keyword, page, pageSize: PAGE_SIZE })
      .then((res) => {
        if (cancelled) return
        setRows(res.list)
        setTotal(res.total)
      })
      .catch((err) => {
        if (!cancelled) message.error(err.message)
      })
      .finally(() => {
        if (!cancelled) setLoading(false)
      })
    return () => {
      cancelled = true
    }
  }, [status, keyword, page])

  return (
    <div>
      <div className={styles.toolbar}>
        <Select
          allowClear
          placeholder="订单状态"
          style={{ width: 160 }}
          value={status}
          onChange={(v) => {
            setStatus(v)
            setPage(1)
          }}
          options={[
            { value: 'pending', label: '待支付' },
            { value: 'paid', label: '已支付' },
            { value: 'shipped', label: '已发货' },
            { value: 'refunded', label: '已退款' },
          ]}
        />
        <Input.Search placeholder="订单号 / 买家" allowClear onSearch={(v) => {
          setKeyword(v)
          setPage(1)
        }} style={{ width: 260 }} />
      </div>
      <Spin spinning={loading}>
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th>订单号</th>
                <th>买家</th>
                <th>金额</th>
                <th>下单时间</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((o) => (
                <tr key={o.id} onClick={() => setCurrent(o)}>
                  <td>{o.orderNo}</td>
                  <td>{o.buyer}</td>
                  <td>¥{o.amount.toFixed(2)}</td>
                  <td>{formatDateTime(o.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Spin>
      <div className={styles.pager}>
        <Pagination current={page} pageSize={PAGE_SIZE} total={total} onChange={setPage} showSizeChanger={false} />
      </div>
      <OrderDrawer order={current} onClose={() => setCurrent(null)} />
    </div>
  )
}
