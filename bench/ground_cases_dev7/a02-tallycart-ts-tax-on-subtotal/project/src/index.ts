export { computeTotals, subtotalOf } from "./totals";
export { couponDiscount } from "./discount";
export { taxFor } from "./tax";
export { shippingFor, FREE_SHIPPING_THRESHOLD } from "./shipping";
export type * from "./types";
