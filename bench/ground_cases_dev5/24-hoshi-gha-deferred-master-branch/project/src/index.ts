export { parseJapaneseDate } from "./parse.js";
export { toWareki } from "./wareki.js";
