export const API_BASE = import.meta.env.VITE_API_BASE
export const ACT_ID = import.meta.env.VITE_ACT_ID
// 活动结束时间（北京时间）
export const END_AT = Date.parse('2025-08-31T23:59:59+08:00')
