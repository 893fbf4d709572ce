export { formatTable, render } from "./format.js";
export type { FormatOptions } from "./format.js";
export { parseTable } from "./parse.js";
export type { Align, Table } from "./parse.js";
export { formatDocument } from "./document.js";
