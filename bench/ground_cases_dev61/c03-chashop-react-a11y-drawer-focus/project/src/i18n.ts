const zh: Record<string, string> = {
  'cart.title': '购物车',
  'cart.close': '关闭购物车',
  'cart.empty': '购物车是空的',
  'cart.checkout': '去结算',
  'cart.remove': '移除',
  'search.label': '搜索商品',
  'search.placeholder': '搜索茶叶、茶具…',
  'product.add': '加入购物车',
};

export function t(key: string, vars: Record<string, string | number> = {}): string {
  const raw = zh[key] ?? key;
  return raw.replace(/\{(\w+)\}/g, (_, k) => String(vars[k] ?? ''));
}

export function formatPrice(cents: number): string {
  return `¥${(cents / 100).toFixed(2)}`;
}
