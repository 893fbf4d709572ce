package report

import "sort"

// DayTotal is one store's sales for one business day.
type DayTotal struct {
	Store string
	Date  string // YYYY-MM-DD
	Total int64
}

// Daily groups sales by store and business day.
func Daily(sales []Sale) []DayTotal {
	totals := sumBy(sales, func(s Sale) storeKey {
		dayKey := DayString(s.SoldAt)
		return storeKey{s.Store, dayKey}
	})
	out := make([]DayTotal, 0, len(totals))
	for _, k := range sortedKeys(totals) {
		out = append(out, DayTotal{Store: k.Store, Date: k.Label, Total: totals[k]})
	}
	return out
}

func sortStoreKeys(keys []storeKey) {
	sort.Slice(keys, func(i, j int) bool {
		if keys[i].Store != keys[j].Store {
			return keys[i].Store < keys[j].Store
		}
		return keys[i].Label < keys[j].Label
	})
}
