import { useEffect, useState } from 'react'
import { Table, Tag, Space, Button, Select, message } from 'antd'
import type { ColumnsType } from 'antd/es/table'
import dayjs from 'dayjs'
import { fetchOrders, type Order, type OrderStatus } from '@/api/orders'
import { formatFen } from '@/utils/money'

const STATUS_TEXT: Record<OrderStatus, { text: string; color: string }> = {
  UNPAID: { text: '待支付', color: 'orange' },
  PAID: { text: '已支付', color: 'green' },
  REFUNDED: { text: '已退款', color: 'default' },
  CLOSED: { text: '已关闭', color: 'default' },
}

export default function OrderTable() {
  const [data, setData] = useState<Order[]>([])
  const [total, setTotal] = useState(0)
  const [page, setPage] = useState(1)
  const [loading, setLoading] = useState(false)
  const [status, setStatus] = useState<OrderStatus | undefined>()

  useEffect(() => {
    setLoading(true)
    fetchOrders({ page, size: 20, status })
      .then((res) => {
        setData(res.list)
        setTotal(res.total)
      })
      .catch(() => message.error('订单加载失败'))
      .finally(() => setLoading(false))
  }, [page, status])

  const onStatusChange = (v: OrderStatus | undefined) => {
    setStatus(v)
    setPage(1)
  }

  const columns: ColumnsType<Order> = [
    { title: '订单号', dataIndex: 'orderNo', width: 200 },
    {
      title: '商品',
      key: 'items',
      render: (_, record) => `${record.items[0]?.title ?? '-'}${record.items.length > 1 ? ` 等${record.items.length}件` : ''}`,
    },
    { title: '实付', dataIndex: 'payAmountFen', align: 'right', render: (fen: number) => `¥${formatFen(fen)}` },
    {
      title: '状态',
      dataIndex: 'status',
      render: (s: OrderStatus) => <Tag color={STATUS_TEXT[s].color}>{STATUS_TEXT[s].text}</Tag>,
    },
    {
      title: '优惠券',
      key: 'coupon',
      render: (_, record) => (record.coupon.title ? `${record.coupon.title}（-¥${formatFen(record.coupon.amountFen)}）` : '-'),
    },
    { title: '下单时间', dataIndex: 'createdAt', render: (t: string) => dayjs(t).format('YYYY-MM-DD HH:mm') },
    {
      title: '操作',
      key: 'op',
      render: (_, record) => (
        <Space>
          <Button type="link" href={`/orders/${record.orderNo}`}>详情</Button>
        </Space>
      ),
    },
  ]

  return (
    <>
      <Select<OrderStatus | undefined>
        style={{ width: 160, marginBottom: 16 }}
        placeholder="全部状态"
        allowClear
        value={status}
        onChange={onStatusChange}
        options={(Object.keys(STATUS_TEXT) as OrderStatus[]).map((s) => ({ value: s, label: STATUS_TEXT[s].text }))}
      />
      <Table<Order>
        rowKey="orderNo"
        loading={loading}
        columns={columns}
        dataSource={data}
        pagination={{ current: page, pageSize: 20, total, onChange: setPage, showTotal: (t) => `共 ${t} 条` }}
      />
    </>
  )
}
