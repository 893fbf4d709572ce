'use strict';

// In-memory store used in development; production wires the Postgres store instead.

function seedOrders() {
  return [
    { id: 'o_1001', createdAt: new Date('2025-10-01T08:12:00Z'), customerName: 'Ada Lovelace', status: 'paid', totalCents: 4599, currency: 'EUR' },
    { id: 'o_1002', createdAt: new Date('2025-10-02T15:40:00Z'), customerName: 'Grace Hopper', status: 'cancelled', totalCents: 1250, currency: 'EUR' },
    { id: 'o_1003', createdAt: new Date('2025-10-03T09:05:00Z'), customerName: 'Alan Turing', status: 'shipped', totalCents: 8900, currency: 'EUR' },
  ];
}

function createStore(initial = seedOrders()) {
  const orders = [...initial];

  return {
    async listOrders() {
      return [...orders].sort((a, b) => b.createdAt - a.createdAt);
    },

    async getOrder(id) {
      return orders.find((o) => o.id === id) ?? null;
    },

    async addOrder(order) {
      orders.push({ ...order, createdAt: order.createdAt ?? new Date() });
      return order;
    },

    async setStatus(id, status) {
      const order = orders.find((o) => o.id === id);
      if (!order) return null;
      order.status = status;
      return order;
    },
  };
}

module.exports = { createStore, seedOrders };
