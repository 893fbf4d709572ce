export { TrackClient } from "./client";
export type { TrackClientOptions, Shipment, Page } from "./client";
export { listAll } from "./paginate";
export { withRetry } from "./retry";
