import type { LinkingOptions } from '@react-navigation/native';
import type { RootStackParamList } from './RootNavigator';

// カスタムスキームと Universal Links / App Links の両方をここで受ける
export const linking: LinkingOptions<RootStackParamList> = {
  prefixes: ['shopnow://', 'https://shop.example.jp'],
  config: {
    screens: {
      Home: '',
      OrderDetail: 'orders/:orderId',
      Chat: 'chat/:threadId',
    },
  },
};

export function orderUrl(orderId: string): string {
  return `shopnow://orders/${encodeURIComponent(orderId)}`;
}

export function chatUrl(threadId: string): string {
  return `shopnow://chat/${encodeURIComponent(threadId)}`;
}

export function isShopNowUrl(url: string): boolean {
  return linking.prefixes.some((p) => url.startsWith(p));
}

// 共有シートから来る URL（クエリ付き）から注文 ID だけを取り出す
export function orderIdFromUrl(url: string): string | null {
  const match = /\/orders\/([^/?#]+)/.exec(url);
  return match ? decodeURIComponent(match[1]) : null;
}
