import { ref, watch, type Ref } from "vue";
import { getCached } from "@/api/http";

export type OrderStatus = "all" | "pending" | "paid" | "shipped" | "refunded";

export interface Order {
  id: number;
  orderNo: string;
  customer: string;
  status: Exclude<OrderStatus, "all">;
  amount: number;
  createdAt: string;
}

interface OrderPage {
  items: Order[];
  total: number;
}

export function useOrders(status: Ref<OrderStatus>, page: Ref<number>) {
  const orders = ref<Order[]>([]);
  const total = ref(0);
  const loading = ref(false);
  const error = ref<string | null>(null);

  async function fetchOrders() {
    loading.value = true;
    error.value = null;
    try {
      const params = {
        status: status.value === "all" ? undefined : status.value,
        page: page.value,
        size: 20,
      };
      const res = await getCached<OrderPage>("/api/orders", params);
      orders.value = res.items;
      total.value = res.total;
    } catch (e) {
      error.value = e instanceof Error ? e.message : String(e);
    } finally {
      loading.value = false;
    }
  }

  watch([status, page], fetchOrders, { immediate: true });

  return { orders, total, loading, error, reload: fetchOrders };
}
