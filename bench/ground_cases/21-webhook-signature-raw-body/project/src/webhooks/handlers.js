export function handleEvent(event, orders, log) {
  switch (event.type) {
    case 'payment.succeeded':
      orders.markPaid(event.data.order_no, event.data.amount);
      log.info({ order: event.data.order_no }, 'order paid');
      return true;
    case 'payment.refunded':
      orders.markRefunded(event.data.order_no, event.data.refund_amount);
      log.info({ order: event.data.order_no }, 'order refunded');
      return true;
    default:
      log.debug({ type: event.type }, 'ignored event');
      return false;
  }
}
