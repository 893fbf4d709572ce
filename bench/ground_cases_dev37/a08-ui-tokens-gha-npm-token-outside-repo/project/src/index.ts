export const color = {
  brand: { 50: '#eef5ff', 100: '#d9e8ff', 500: '#2f6bff', 600: '#1f55e0', 900: '#0b2263' },
  gray: { 50: '#f7f7f8', 100: '#ececef', 500: '#8a8a99', 700: '#4a4a57', 900: '#1c1c22' },
  success: '#1a9d5b',
  warning: '#e8a317',
  danger: '#d83b3b',
} as const

export const space = [0, 4, 8, 12, 16, 24, 32, 48, 64] as const

export const radius = { sm: 4, md: 8, lg: 12, pill: 9999 } as const

export const font = {
  family: {
    sans: "'Inter', system-ui, sans-serif",
    mono: "'JetBrains Mono', ui-monospace, monospace",
  },
  size: { xs: 12, sm: 14, md: 16, lg: 20, xl: 24, '2xl': 32 },
  weight: { regular: 400, medium: 500, bold: 700 },
} as const

export type ColorToken = keyof typeof color
