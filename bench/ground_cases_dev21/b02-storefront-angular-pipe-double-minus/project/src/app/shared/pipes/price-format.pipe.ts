import { Pipe, PipeTransform } from '@angular/core';

const formatters = new Map<string, Intl.NumberFormat>();

// ja-JP だと JPY が全角の「￥」になるので、既存表示に合わせて en-US + narrowSymbol にしている
function formatterFor(currency: string): Intl.NumberFormat {
  let f = formatters.get(currency);
  if (!f) {
    f = new Intl.NumberFormat('en-US', { style: 'currency', currency, currencyDisplay: 'narrowSymbol' });
    formatters.set(currency, f);
  }
  return f;
}

/**
 * 金額表示用パイプ。
 * 例: {{ item.price | priceFormat }} -> ¥1,200
 *     {{ usd | priceFormat: 'USD' }} -> $12.50
 *     {{ diff | priceFormat: 'JPY' : true }} -> +¥300
 */
@Pipe({ name: 'priceFormat', standalone: true })
export class PriceFormatPipe implements PipeTransform {
  transform(value: number | null | undefined, currency = 'JPY', showSign = false): string {
    if (value == null || Number.isNaN(value)) {
      return '—';
    }
    const sign = value < 0 ? '-' : showSign && value > 0 ? '+' : '';
    return sign + formatterFor(currency).format(value);
  }
}
