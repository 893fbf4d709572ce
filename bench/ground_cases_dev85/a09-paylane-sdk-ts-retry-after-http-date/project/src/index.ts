export { Paylane } from "./client";
export type { PaylaneOptions } from "./client";
export type { RetryPolicy } from "./retry";
export { ApiError, TimeoutError } from "./errors";
export type { Payment, CreatePaymentParams } from "./resources/payments";
