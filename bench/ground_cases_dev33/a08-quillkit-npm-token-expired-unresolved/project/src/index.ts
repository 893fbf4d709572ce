export { formatDate, formatRelative } from "./format";
export type { FormatOptions } from "./format";
export { toZoned, isValidZone } from "./zone";
