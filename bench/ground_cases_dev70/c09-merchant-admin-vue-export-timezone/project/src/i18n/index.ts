import { createI18n } from 'vue-i18n';

export const i18n = createI18n({
  legacy: false,
  locale: 'zh-CN',
  fallbackLocale: 'zh-CN',
  messages: {
    'zh-CN': { nav: { dashboard: '概览', orders: '订单', staff: '员工', settings: '设置' } },
    'en-US': { nav: { dashboard: 'Dashboard', orders: 'Orders', staff: 'Staff', settings: 'Settings' } },
  },
});
