package order

import (
	"fmt"
	"sort"
	"strings"
	"time"
	"unicode/utf8"
)

// Summary is the row the order list shows: one line per order.
type Summary struct {
	ID         string    `json:"id"`
	Customer   string    `json:"customer"`
	Status     Status    `json:"status"`
	Headline   string    `json:"headline"`
	ItemCount  int       `json:"item_count"`
	TotalCents int64     `json:"total_cents"`
	CreatedAt  time.Time `json:"created_at"`
	UpdatedAt  time.Time `json:"updated_at"`
}

// activeItems leaves out lines that were cancelled on their own.
func activeItems(o Order) []Item {
	out := make([]Item, 0, len(o.Items))
	for _, it := range o.Items {
		if !it.Cancelled {
			out = append(out, it)
		}
	}
	return out
}

// BuildSummary turns an order into its list row. The headline is the name of
// the first active line, plus "等 N 件" when there are more.
func BuildSummary(o Order) Summary {
	items := activeItems(o)
	var total int64
	for _, it := range items {
		total += it.PriceCents * int64(it.Qty)
	}
	head := items[0].Name
	if n := len(items) - 1; n > 0 {
		head = fmt.Sprintf("%s 等 %d 件", head, n)
	}
	return Summary{
		ID:         o.ID,
		Customer:   shortCustomer(o.Customer),
		Status:     o.Status,
		Headline:   head,
		ItemCount:  len(items),
		TotalCents: total,
		CreatedAt:  o.CreatedAt,
		UpdatedAt:  o.UpdatedAt,
	}
}

// BuildSummaries keeps the store's order but puts drafts last.
func BuildSummaries(orders []Order) []Summary {
	out := make([]Summary, 0, len(orders))
	for _, o := range orders {
		out = append(out, BuildSummary(o))
	}
	sort.SliceStable(out, func(i, j int) bool {
		return out[i].Status != StatusDraft && out[j].Status == StatusDraft
	})
	return out
}

// shortCustomer cuts long company names for the list view.
func shortCustomer(name string) string {
	name = strings.TrimSpace(name)
	if utf8.RuneCountInString(name) <= 16 {
		return name
	}
	r := []rune(name)
	return string(r[:15]) + "…"
}
