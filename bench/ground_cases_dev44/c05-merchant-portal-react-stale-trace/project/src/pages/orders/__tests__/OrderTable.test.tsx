import { render, screen, waitFor } from '@testing-library/react'
import { describe, it, expect, vi, beforeEach } from 'vitest'
import OrderTable from '../OrderTable'
import * as api from '@/api/orders'

const order = (over: Partial<api.Order> = {}): api.Order => ({
  orderNo: 'M202411240001',
  status: 'PAID',
  payAmountFen: 12990,
  items: [{ skuId: 1, title: '保温杯 500ml', quantity: 1, priceFen: 12990 }],
  coupon: { id: 9, title: '新人券', amountFen: 1000 },
  createdAt: '2024-11-24T09:00:00+08:00',
  ...over,
})

describe('OrderTable', () => {
  beforeEach(() => vi.restoreAllMocks())

  it('renders pay amount in yuan', async () => {
    vi.spyOn(api, 'fetchOrders').mockResolvedValue({ list: [order()], total: 1 })
    render(<OrderTable />)
    await waitFor(() => expect(screen.getByText('¥129.90')).toBeInTheDocument())
  })

  it('shows coupon title with amount', async () => {
    vi.spyOn(api, 'fetchOrders').mockResolvedValue({ list: [order()], total: 1 })
    render(<OrderTable />)
    await waitFor(() => expect(screen.getByText('新人券（-¥10.00）')).toBeInTheDocument())
  })

  it('shows item count when more than one item', async () => {
    const items = [order().items[0], { skuId: 2, title: '杯套', quantity: 1, priceFen: 1990 }]
    vi.spyOn(api, 'fetchOrders').mockResolvedValue({ list: [order({ items })], total: 1 })
    render(<OrderTable />)
    await waitFor(() => expect(screen.getByText('保温杯 500ml 等2件')).toBeInTheDocument())
  })
})
