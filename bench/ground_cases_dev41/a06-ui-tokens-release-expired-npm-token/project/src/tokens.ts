export const tokens = {
  color: {
    brand: { 50: "#eef6ff", 100: "#d9ebff", 500: "#2f7bf6", 600: "#1f63d6", 700: "#184fab" },
    neutral: { 0: "#ffffff", 50: "#f7f8fa", 200: "#e3e6eb", 500: "#8a94a6", 800: "#2b3140", 900: "#161a23" },
    success: { 500: "#1f9d61" },
    warning: { 500: "#e0a100" },
    danger: { 500: "#d93b3b", 600: "#b82f2f" },
  },
  space: {
    0: "0",
    1: "4px",
    2: "8px",
    3: "12px",
    4: "16px",
    6: "24px",
    8: "32px",
    12: "48px",
  },
  fontSize: {
    xs: "12px",
    sm: "14px",
    md: "16px",
    lg: "18px",
    xl: "22px",
    "2xl": "28px",
  },
  radius: {
    sm: "4px",
    md: "8px",
    lg: "12px",
    pill: "999px",
  },
} as const;

export type Tokens = typeof tokens;
