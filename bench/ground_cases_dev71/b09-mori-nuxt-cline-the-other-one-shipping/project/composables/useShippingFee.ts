import type { Ref } from "vue";

type ShippingFeeResponse = {
  fee: number;
  freeShippingRemaining: number;
};

/**
 * 送料を API から取得する。subtotal / prefecture が変わったら取り直す想定。
 */
export function useShippingFee(subtotal: Ref<number>, prefecture: Ref<string>) {
  const { data, pending, error } = useFetch<ShippingFeeResponse>("/api/shipping-fee", {
    query: { subtotal: subtotal.value, prefecture },
    default: () => ({ fee: 0, freeShippingRemaining: 0 }),
  });

  const fee = computed(() => data.value?.fee ?? 0);
  const remaining = computed(() => data.value?.freeShippingRemaining ?? 0);

  return { fee, remaining, pending, error };
}
