export const APP_TITLE = import.meta.env.VITE_APP_TITLE ?? 'CRM'

// 列表每页条数
export const PAGE_SIZE = 50

// 搜索框防抖（毫秒）
export const SEARCH_DEBOUNCE_MS = 300

export const DATE_FORMAT = 'YYYY-MM-DD HH:mm'
