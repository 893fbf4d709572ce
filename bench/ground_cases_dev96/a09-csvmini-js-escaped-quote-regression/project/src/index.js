/**
 * csv-mini: parse and write RFC 4180 CSV.
 *
 *   import { parse, stringify } from "csv-mini";
 *
 *   parse('name,qty\n"Widget, large",3\n', { columns: true });
 *   // [{ name: "Widget, large", qty: "3" }]
 *
 *   stringify([["a", "b,c"]]);
 *   // 'a,"b,c"\r\n'
 *
 * Values are always strings; convert them where you know what the columns mean.
 */

export { parse, splitRow, records } from "./parse.js";
export { stringify, quoteField } from "./stringify.js";

/** Thrown for input that cannot be CSV (an unclosed quote at end of input). */
export class CsvError extends Error {
  constructor(message, line) {
    super(line === undefined ? message : `${message} (line ${line})`);
    this.name = "CsvError";
    this.line = line;
  }
}

export const VERSION = "1.8.0";

/** Default options, exported so wrappers can show them. */
export const DEFAULTS = Object.freeze({
  delimiter: ",",
  columns: false,
  skipEmptyLines: true,
});
