export function badgeCount(items) {
  return items.reduce((n, item) => n + item.quantity, 0);
}
