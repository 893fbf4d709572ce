import { useEffect, useState } from 'react'
import { useParams } from 'react-router-dom'
import { fetchOrder, type Order } from '../api/orders'
import { formatPrice } from '../utils/format'

export default function OrderDetailPage() {
  const { id } = useParams<{ id: string }>()
  const [order, setOrder] = useState<Order | null>(null)

  useEffect(() => {
    if (id) fetchOrder(id).then(setOrder)
  }, [id])

  if (!order) return <p>加载中…</p>

  return (
    <main className="order-detail">
      <h2>订单 {order.number}</h2>
      <table>
        <tbody>
          {order.lines.map((line) => (
            <tr key={line.sku}>
              <td>{line.name}</td>
              <td>x{line.qty}</td>
              <td>{formatPrice(line.priceCents * line.qty, order.currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="total">实付：{formatPrice(order.paidCents, order.currency)}</p>
    </main>
  )
}
