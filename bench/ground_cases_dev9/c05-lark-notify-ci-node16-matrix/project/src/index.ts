export { LarkClient } from "./client.js";
export type { LarkClientOptions } from "./client.js";
export { buildCard } from "./card.js";
export type { CardOptions } from "./card.js";
