import { defineStore } from "pinia";
import { computed, ref } from "vue";
import { http } from "@/utils/http";

export interface CartItem {
  skuId: number;
  title: string;
  spec: string;
  image: string;
  price: number; // 分
  qty: number;
  checked: boolean;
}

export const useCartStore = defineStore("cart", () => {
  const items = ref<CartItem[]>([]);

  const checkedItems = computed(() => items.value.filter((i) => i.checked));

  async function load() {
    const { data } = await http.get<CartItem[]>("/api/cart");
    items.value = data;
  }

  async function remove(skuId: number) {
    await http.delete(`/api/cart/${skuId}`);
    items.value = items.value.filter((i) => i.skuId !== skuId);
  }

  async function setQty(skuId: number, qty: number) {
    await http.put(`/api/cart/${skuId}`, { qty });
    const it = items.value.find((i) => i.skuId === skuId);
    if (it) it.qty = qty;
  }

  function toggle(skuId: number, checked: boolean) {
    const it = items.value.find((i) => i.skuId === skuId);
    if (it) it.checked = checked;
  }

  return { items, checkedItems, load, remove, setQty, toggle };
});
