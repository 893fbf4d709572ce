export const color = {
  ink: "#111827",
  inkMuted: "#4b5563",
  paper: "#ffffff",
  paperSunken: "#f3f4f6",
  accent: "#0f766e",
  accentStrong: "#115e59",
  danger: "#b91c1c",
  warning: "#b45309",
  success: "#15803d",
} as const;

export const space = {
  0: "0",
  1: "0.25rem",
  2: "0.5rem",
  3: "0.75rem",
  4: "1rem",
  6: "1.5rem",
  8: "2rem",
  12: "3rem",
} as const;

export const font = {
  family: {
    sans: "'Inter', system-ui, sans-serif",
    mono: "'JetBrains Mono', ui-monospace, monospace",
  },
  size: {
    sm: "0.875rem",
    base: "1rem",
    lg: "1.125rem",
    xl: "1.25rem",
    "2xl": "1.5rem",
  },
} as const;

export const radius = { sm: "4px", md: "8px", full: "9999px" } as const;

export type ColorToken = keyof typeof color;
export type SpaceToken = keyof typeof space;
