const FEES: Record<string, number> = {
  北海道: 1100,
  沖縄県: 1600,
};
const DEFAULT_FEE = 700;

export default defineEventHandler((event) => {
  const query = getQuery(event);
  const subtotal = Number(query.subtotal ?? 0);
  const prefecture = String(query.prefecture ?? "");
  const threshold = useRuntimeConfig(event).public.freeShippingThreshold;

  if (!Number.isFinite(subtotal) || subtotal < 0) {
    throw createError({ statusCode: 400, statusMessage: "invalid subtotal" });
  }
  if (subtotal >= threshold) {
    return { fee: 0, freeShippingRemaining: 0 };
  }
  return {
    fee: FEES[prefecture] ?? DEFAULT_FEE,
    freeShippingRemaining: threshold - subtotal,
  };
});
