export { KumoClient } from "./client.js";
export type { KumoClientOptions } from "./client.js";
export { KumoApiError } from "./errors.js";
