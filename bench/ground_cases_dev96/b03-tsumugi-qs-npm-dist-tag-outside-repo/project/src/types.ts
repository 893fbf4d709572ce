export type Primitive = string | number | boolean | null | undefined;

export type QueryValue = Primitive | QueryObject | QueryValue[];

export interface QueryObject {
  [key: string]: QueryValue;
}

export interface ParseOptions {
  /** How deep `a[b][c]=1` nests before the rest of the key is kept literally. Default 5. */
  depth?: number;
  /** At most this many parameters are read; the rest is ignored. Default 1000. */
  parameterLimit?: number;
  /** Turn "true", "false" and numeric strings into booleans and numbers. Default false. */
  coerce?: boolean;
}

export interface StringifyOptions {
  /** Encode keys and values with encodeURIComponent. Default true. */
  encode?: boolean;
  /** Leave out keys whose value is null or undefined. Default true. */
  skipNulls?: boolean;
  /** Sort keys (true: by code unit), or keep insertion order. Default false. */
  sort?: boolean | ((a: string, b: string) => number);
  /**
   * How arrays are written. Default "brackets".
   * - "brackets": `tags[]=x&tags[]=y`
   * - "repeat": `tags=x&tags=y`
   * - "comma": `tags=x,y` (lossy: a comma inside an item cannot be told from the separator)
   */
  arrayFormat?: "brackets" | "repeat" | "comma";
}

export const DEFAULT_PARSE_OPTIONS: Required<ParseOptions> = {
  depth: 5,
  parameterLimit: 1000,
  coerce: false,
};

export const DEFAULT_STRINGIFY_OPTIONS: Required<StringifyOptions> = {
  encode: true,
  skipNulls: true,
  sort: false,
  arrayFormat: "brackets",
};
