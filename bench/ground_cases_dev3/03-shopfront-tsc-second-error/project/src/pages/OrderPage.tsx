import { getOrder, orderTotal } from "../api/orders";

export async function loadOrderPage(id: string) {
  const order = await getOrder(id);
  return { order, total: orderTotal(order) };
}
