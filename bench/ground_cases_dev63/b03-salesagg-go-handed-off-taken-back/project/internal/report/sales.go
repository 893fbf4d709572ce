package report

import (
	"errors"
	"time"
)

// Sale is one POS transaction. SoldAt is stored in UTC in the database.
type Sale struct {
	Store  string
	SoldAt time.Time
	Amount int64 // yen, tax included
}

// LoadSales reads sales in [from, to) from the warehouse (wired in main via build tags).
var LoadSales = func(from, to time.Time) ([]Sale, error) {
	return nil, errors.New("no warehouse configured")
}

func sumBy[K comparable](sales []Sale, key func(Sale) K) map[K]int64 {
	out := make(map[K]int64)
	for _, s := range sales {
		out[key(s)] += s.Amount
	}
	return out
}

type storeKey struct {
	Store string
	Label string
}

func sortedKeys(m map[storeKey]int64) []storeKey {
	keys := make([]storeKey, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sortStoreKeys(keys)
	return keys
}
