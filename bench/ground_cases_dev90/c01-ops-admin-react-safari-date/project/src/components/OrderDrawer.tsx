import { Drawer, Descriptions, Tag } from 'antd'
import type { Order } from '@/api/orders'
import { formatDateTime } from '@/utils/date'

const STATUS_TEXT: Record<Order['status'], string> = {
  pending: '待支付',
  paid: '已支付',
  shipped: '已发货',
  refunded: '已退款',
}

interface Props {
  order: Order | null
  onClose: () => void
}

export default function OrderDrawer({ order, onClose }: Props) {
  return (
    <Drawer open={!!order} onClose={onClose} width={480} title="订单详情">
      {order && (
        <Descriptions column={1} bordered size="small">
          <Descriptions.Item label="订单号">{order.orderNo}</Descriptions.Item>
          <Descriptions.Item label="买家">{order.buyer}</Descriptions.Item>
          <Descriptions.Item label="金额">¥{order.amount.toFixed(2)}</Descriptions.Item>
          <Descriptions.Item label="状态">
            <Tag>{STATUS_TEXT[order.status]}</Tag>
          </Descriptions.Item>
          <Descriptions.Item label="下单时间">{formatDateTime(order.createdAt)}</Descriptions.Item>
          <Descriptions.Item label="支付时间">{formatDateTime(order.paidAt)}</Descriptions.Item>
        </Descriptions>
      )}
    </Drawer>
  )
}
