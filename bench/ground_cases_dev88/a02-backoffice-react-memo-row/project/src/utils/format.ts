import debounce from "lodash/debounce";
import groupBy from "lodash/groupBy";
import startCase from "lodash/startCase";
import toLower from "lodash/toLower";

const formatters = new Map<string, Intl.NumberFormat>();

export function formatMoney(amount: number, currency: string): string {
  let f = formatters.get(currency);
  if (!f) {
    f = new Intl.NumberFormat("en-GB", { style: "currency", currency });
    formatters.set(currency, f);
  }
  return f.format(amount);
}

export function titleCase(s: string): string {
  return startCase(toLower(s));
}

export const debounceSearch = <T extends (...args: never[]) => void>(fn: T) => debounce(fn, 250);

export function groupByStatus<T extends { status: string }>(items: T[]): Record<string, T[]> {
  return groupBy(items, "status");
}
