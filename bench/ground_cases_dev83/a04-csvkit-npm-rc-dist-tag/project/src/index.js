export { parse } from "./parse.js";
export { stringify } from "./stringify.js";
