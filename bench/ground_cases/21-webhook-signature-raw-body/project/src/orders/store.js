export function createOrderStore() {
  const orders = new Map();
  return {
    get: (no) => orders.get(no),
    create(no, amount) {
      orders.set(no, { no, amount, status: 'pending' });
    },
    markPaid(no, amount) {
      const order = orders.get(no);
      if (!order) throw new Error(`unknown order ${no}`);
      if (order.amount !== amount) throw new Error(`amount mismatch for ${no}`);
      order.status = 'paid';
    },
    markRefunded(no, refundAmount) {
      const order = orders.get(no);
      if (!order) throw new Error(`unknown order ${no}`);
      order.status = refundAmount >= order.amount ? 'refunded' : 'partially_refunded';
    },
  };
}
