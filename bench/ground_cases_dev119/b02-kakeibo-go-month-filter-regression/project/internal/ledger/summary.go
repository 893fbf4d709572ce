package ledger

import (
	"fmt"
	"sort"
	"time"
)

// Total is the spending of one category.
type Total struct {
	Category string
	Amount   float64
	Count    int
}

// ByCategory sums amounts per category, largest first.
func ByCategory(recs []Record) []Total {
	idx := map[string]*Total{}
	for _, r := range recs {
		cat := r.Category
		if cat == "" {
			cat = "未分類"
		}
		t, ok := idx[cat]
		if !ok {
			t = &Total{Category: cat}
			idx[cat] = t
		}
		t.Amount += r.Amount
		t.Count++
	}
	out := make([]Total, 0, len(idx))
	for _, t := range idx {
		out = append(out, *t)
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].Amount == out[j].Amount {
			return out[i].Category < out[j].Category
		}
		return out[i].Amount > out[j].Amount
	})
	return out
}

// FilterMonth keeps the records of one month ("2006-01").
func FilterMonth(recs []Record, month string) ([]Record, error) {
	m, err := time.Parse("2006-01", month)
	if err != nil {
		return nil, fmt.Errorf("--month must look like 2025-10, got %q", month)
	}
	var out []Record
	for _, r := range recs {
		if r.Date.Month() == m.Month() {
			out = append(out, r)
		}
	}
	return out, nil
}

// Sum is the total of all amounts.
func Sum(recs []Record) float64 {
	var s float64
	for _, r := range recs {
		s += r.Amount
	}
	return s
}
