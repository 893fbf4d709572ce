// Shop-wide settings. Amounts in cents unless the name says otherwise.
export const SHIPPING_FEE_CENTS = 495
export const FREE_SHIPPING_THRESHOLD_EUR = Number(import.meta.env.VITE_FREE_SHIPPING_EUR ?? 50)
export const MAX_QTY_PER_LINE = 10
export const SUPPORT_EMAIL = 'help@lumenwear.shop'
