export { parseTable, findTables } from "./parse.js";
export type { Align, Table, TableSpan } from "./parse.js";
export { formatTable, columnWidths } from "./format.js";
export type { FormatOptions } from "./format.js";
