import type { LinkingOptions } from '@react-navigation/native';

import type { RootStackParamList } from './RootNavigator';

export const linking: LinkingOptions<RootStackParamList> = {
  prefixes: ['lumishop://', 'https://shop.lumi.app'],
  config: {
    // 从链接直接打开深层页面时，栈底垫上首页，保证有返回按钮
    initialRouteName: 'Home',
    screens: {
      Home: '',
      Category: 'c/:slug',
      Product: {
        path: 'p/:id',
        parse: { id: (value: string) => Number(value) },
      },
      Cart: 'cart',
      Order: {
        path: 'orders/:orderId',
        parse: { orderId: (value: string) => value.toUpperCase() },
      },
    },
  },
};

/** 分享出去的商品链接 */
export function productUrl(id: number): string {
  return `https://shop.lumi.app/p/${id}`;
}

/** 供推送通知使用：把服务端下发的 path 拼成完整链接 */
export function urlForPush(path: string): string {
  const clean = path.startsWith('/') ? path.slice(1) : path;
  return `https://shop.lumi.app/${clean}`;
}

export function isShopUrl(url: string): boolean {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' && parsed.host === 'shop.lumi.app';
  } catch {
    return false;
  }
}
