export type Currency = "EUR" | "USD" | "GBP" | "CHF";

export interface Price {
  cents: number;
  currency: Currency;
}

export function formatPrice(price: Price): string {
  return new Intl.NumberFormat("en-US", {
    style: "currency",
    currency: price.currency,
  }).format(price.cents / 100);
}

export function sumPrices(prices: Price[], currency: Currency): Price {
  let cents = 0;
  for (const p of prices) {
    if (p.currency !== currency) {
      throw new Error(`cannot add ${p.currency} to ${currency}`);
    }
    cents += p.cents;
  }
  return { cents, currency };
}

export function multiply(price: Price, quantity: number): Price {
  return { cents: Math.round(price.cents * quantity), currency: price.currency };
}

export function savings(list: Price, sale: Price): Price {
  return { cents: Math.max(0, list.cents - sale.cents), currency: list.currency };
}

export const ZERO_EUR: Price = { cents: 0, currency: "EUR" };
