export { tokens } from "./tokens.js";
export type { Tokens } from "./tokens.js";

import { tokens } from "./tokens.js";

type Shade<T> = T extends Record<infer K, string> ? K : never;

/** A colour by palette and shade, e.g. color("brand", 600). */
export function color<P extends keyof typeof tokens.color>(palette: P, shade: Shade<(typeof tokens.color)[P]>): string {
  return (tokens.color[palette] as Record<string | number, string>)[shade as string | number];
}

/** A spacing step as a CSS length, e.g. space(4) -> "16px". */
export function space(step: keyof typeof tokens.space): string {
  return tokens.space[step];
}

/** The CSS custom property that holds a token, for use in stylesheets. */
export function cssVar(group: "color" | "space" | "font-size" | "radius", ...path: (string | number)[]): string {
  return `var(--acme-${group}-${path.join("-")})`;
}
