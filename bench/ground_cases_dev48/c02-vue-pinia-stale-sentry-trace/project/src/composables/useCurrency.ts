const formatter = new Intl.NumberFormat('zh-CN', {
  style: 'currency',
  currency: 'CNY',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

const wholeFormatter = new Intl.NumberFormat('zh-CN', {
  style: 'currency',
  currency: 'CNY',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

const compact = new Intl.NumberFormat('zh-CN', {
  notation: 'compact',
  maximumFractionDigits: 1,
});

export function useCurrency() {
  /** Prices come from the API in yuan (number, two decimals). Whole prices drop the ".00". */
  function formatPrice(value: number): string {
    return Number.isInteger(value) ? wholeFormatter.format(value) : formatter.format(value);
  }

  function formatCompact(value: number): string {
    return compact.format(value);
  }

  function formatDiscount(original: number, now: number): string {
    if (original <= 0 || now >= original) return '';
    const pct = Math.round((1 - now / original) * 100);
    return `省 ${pct}%`;
  }

  return { formatPrice, formatCompact, formatDiscount };
}
