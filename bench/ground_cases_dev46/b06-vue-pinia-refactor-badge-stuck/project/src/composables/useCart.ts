import { computed } from "vue";
import { useCartStore } from "@/stores/cart";
import { formatYen } from "@/lib/money";

// Cart helpers used by the header badge, the drawer and the product page.
export function useCart() {
  const store = useCartStore();
  const { items, addItem, removeItem, clear } = store;

  const count = computed(() => items.reduce((n, item) => n + item.qty, 0));
  const isEmpty = computed(() => count.value === 0);
  const subtotalLabel = computed(() => formatYen(store.subtotal));

  const add = (item: { sku: string; name: string; unitPrice: number }, qty = 1) => addItem(item, qty);
  const remove = (sku: string) => removeItem(sku);
  const hasItem = (sku: string) => items.some((i) => i.sku === sku);
  const qtyOf = (sku: string) => items.find((i) => i.sku === sku)?.qty ?? 0;
  const applyCoupon = (code: string | null) => {
    store.couponCode = code;
  };

  return {
    items: computed(() => items),
    count,
    isEmpty,
    subtotalLabel,
    add,
    remove,
    clear,
    hasItem,
    qtyOf,
    applyCoupon,
  };
}
