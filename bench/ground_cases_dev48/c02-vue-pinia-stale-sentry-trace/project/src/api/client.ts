import axios from 'axios';

export const api = axios.create({
  baseURL: import.meta.env.VITE_API_BASE ?? '/api',
  timeout: 10_000,
  withCredentials: true,
});

export interface ProductDto {
  id: string;
  title: string;
  price: number;
  image: string;
  stock: number;
  active: boolean;
}

export async function fetchProducts(): Promise<ProductDto[]> {
  const { data } = await api.get<ProductDto[]>('/products', { params: { active: true } });
  return data;
}

export async function submitOrder(lines: { productId: string; qty: number }[], coupon: string | null) {
  const { data } = await api.post<{ orderId: string }>('/orders', { lines, coupon });
  return data;
}
