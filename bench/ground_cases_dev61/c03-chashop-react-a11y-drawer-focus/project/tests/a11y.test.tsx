import { render } from '@testing-library/react';
import { axe } from 'jest-axe';
import { describe, expect, it } from 'vitest';
import { CartDrawer } from '../src/components/CartDrawer';
import { ProductCard } from '../src/components/ProductCard';
import { SearchBar } from '../src/components/SearchBar';

const product = { sku: 'LJ-01', name: '西湖龙井 250g', imageUrl: '/img/lj.jpg', priceCents: 16800, listPriceCents: 19800 };
const lines = [{ sku: 'LJ-01', name: '西湖龙井 250g', qty: 2, priceCents: 16800 }];

async function violations(ui: React.ReactElement) {
  const { container } = render(ui);
  // A11Y-4: contrast is checked in the design review until the new palette ships
  const results = await axe(container, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations.map((v) => v.id);
}

describe('a11y', () => {
  it('product card', async () => {
    expect(await violations(<ProductCard product={product} onAdd={() => {}} />)).toEqual([]);
  });

  it('search bar', async () => {
    expect(await violations(<SearchBar onSearch={() => {}} />)).toEqual([]);
  });

  it('cart drawer', async () => {
    const ui = <CartDrawer open lines={lines} onClose={() => {}} onRemove={() => {}} onCheckout={() => {}} />;
    expect(await violations(ui)).toEqual([]);
  });
});
