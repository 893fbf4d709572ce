const fmt = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export function formatPrice(cents) {
  return fmt.format(cents / 100);
}
