import { getStateFromPath } from '@react-navigation/native';

import { isShopUrl, linking, productUrl, urlForPush } from '../src/navigation/linking';

const config = linking.config!;

describe('linking config', () => {
  it('maps /p/:id to Product', () => {
    const state = getStateFromPath('p/42', config);
    const route = state?.routes[state.routes.length - 1];
    expect(route?.name).toBe('Product');
    expect(route?.params).toEqual({ id: 42 });
  });

  it('upper-cases order ids', () => {
    const state = getStateFromPath('orders/ab12', config);
    const route = state?.routes[state.routes.length - 1];
    expect(route?.params).toEqual({ orderId: 'AB12' });
  });

  it('builds product share urls', () => {
    expect(productUrl(7)).toBe('https://shop.lumi.app/p/7');
  });

  it('joins push paths', () => {
    expect(urlForPush('/c/tea')).toBe('https://shop.lumi.app/c/tea');
    expect(urlForPush('cart')).toBe('https://shop.lumi.app/cart');
  });

  it('recognises shop urls', () => {
    expect(isShopUrl('https://shop.lumi.app/p/1')).toBe(true);
    expect(isShopUrl('http://shop.lumi.app/p/1')).toBe(false);
    expect(isShopUrl('not a url')).toBe(false);
  });
});
