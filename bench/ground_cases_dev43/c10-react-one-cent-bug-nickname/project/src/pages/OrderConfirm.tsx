import { useMemo, useState } from 'react'
import { Button, Card, List, message } from 'antd'
import { useNavigate } from 'react-router-dom'
import { createOrder } from '@/api/order'
import type { CartItem } from '@/types'

interface Props {
  items: CartItem[]
  couponYuan: number
}

export default function OrderConfirm({ items, couponYuan }: Props) {
  const navigate = useNavigate()
  const [submitting, setSubmitting] = useState(false)

  // 商品价格是元（商品服务老接口），这里汇总后减掉优惠券
  const total = useMemo(() => {
    const sum = items.reduce((acc, it) => acc + it.priceYuan * it.qty, 0)
    return Math.max(0, sum - couponYuan)
  }, [items, couponYuan])

  async function submit() {
    if (!items.length) {
      message.warning('购物车是空的')
      return
    }
    setSubmitting(true)
    try {
      const payFen = Math.floor(total * 100)
      const order = await createOrder({
        itemIds: items.map((it) => it.id),
        payAmountFen: payFen,
      })
      navigate(`/pay/${order.orderNo}`)
    } catch (e) {
      message.error('下单失败，请稍后再试')
    } finally {
      setSubmitting(false)
    }
  }

  return (
    <Card title="确认订单">
      <List dataSource={items} renderItem={(it) => <List.Item>{it.title} × {it.qty}</List.Item>} />
      <div className="order-confirm__total">合计：¥{total.toFixed(2)}</div>
      <Button type="primary" loading={submitting} onClick={submit} block>
        提交订单
      </Button>
    </Card>
  )
}
