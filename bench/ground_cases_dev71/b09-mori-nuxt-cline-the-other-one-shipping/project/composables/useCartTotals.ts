import { computed } from "vue";
import { storeToRefs } from "pinia";
import { useCartStore } from "~/stores/cart";

export function useCartTotals() {
  const store = useCartStore();
  const { items, prefecture } = storeToRefs(store);

  const subtotal = computed(() => items.value.reduce((sum, i) => sum + i.price * i.quantity, 0));
  const itemCount = computed(() => items.value.reduce((n, i) => n + i.quantity, 0));

  return { subtotal, itemCount, prefecture };
}
