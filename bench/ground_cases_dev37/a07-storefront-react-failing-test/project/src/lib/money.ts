const eur = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' })

/** 1999 -> "€19.99" */
export function formatEUR(cents: number): string {
  return eur.format(cents / 100)
}

/** "19.99" -> 1999; rounds to the nearest cent. */
export function toCents(amount: string | number): number {
  return Math.round(Number(amount) * 100)
}

export function sumCents(values: number[]): number {
  return values.reduce((a, b) => a + b, 0)
}
