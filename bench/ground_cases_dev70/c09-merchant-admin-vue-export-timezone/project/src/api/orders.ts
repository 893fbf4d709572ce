import { http } from './http';

export interface Order {
  id: number;
  orderNo: string;
  customerName: string;
  amountFen: number;
  status: 'pending' | 'paid' | 'shipped' | 'refunded' | 'closed';
  createdAt: string;
  paidAt: string | null;
}

export interface OrderQuery {
  page: number;
  pageSize: number;
  status?: Order['status'];
  keyword?: string;
}

export async function listOrders(query: OrderQuery): Promise<{ items: Order[]; total: number }> {
  const { data } = await http.get('/orders', { params: query });
  return data;
}

export async function listAllOrders(query: Omit<OrderQuery, 'page' | 'pageSize'>): Promise<Order[]> {
  const { data } = await http.get('/orders/export', { params: query });
  return data.items;
}
