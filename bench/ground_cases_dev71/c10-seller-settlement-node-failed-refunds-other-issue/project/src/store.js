'use strict';

// 开发用的内存数据，线上换成 MySQL 查询
const sellers = [
  { id: 's-101', name: '山间茶舍', commissionRate: 0.05 },
  { id: 's-102', name: '北岸陶器', commissionRate: 0.08 },
];

const orders = [
  {
    id: 'o-9001',
    sellerId: 's-101',
    completedAt: '2025-11-28',
    items: [{ price: 12800, qty: 1 }, { price: 3600, qty: 2 }],
    refunds: [{ amount: 3600, status: 'succeeded' }],
    shippingFee: 800,
    shippingPaidBy: 'buyer',
  },
  {
    id: 'o-9002',
    sellerId: 's-102',
    completedAt: '2025-11-29',
    items: [{ price: 25900, qty: 1 }],
    refunds: [{ amount: 25900, status: 'failed' }],
    shippingFee: 0,
    shippingPaidBy: 'platform',
  },
];

async function completedOrders(from, to) {
  return orders.filter((o) => o.completedAt >= from && o.completedAt <= to);
}

async function sellersById() {
  return new Map(sellers.map((s) => [s.id, s]));
}

module.exports = { completedOrders, sellersById };
