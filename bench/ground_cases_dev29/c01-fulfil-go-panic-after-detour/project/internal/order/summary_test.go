package order

import (
	"testing"
	"time"
)

func mkOrder(items ...Item) Order {
	return Order{ID: "o-1", Customer: "杭州某某贸易有限公司华东分公司", Status: StatusPaid,
		Items: items, CreatedAt: time.Date(2025, 10, 1, 8, 0, 0, 0, time.UTC)}
}

func TestBuildSummaryHeadline(t *testing.T) {
	s := BuildSummary(mkOrder(
		Item{SKU: "A1", Name: "保温杯", Qty: 2, PriceCents: 5900},
		Item{SKU: "B2", Name: "杯套", Qty: 1, PriceCents: 1500},
	))
	if s.Headline != "保温杯 等 1 件" {
		t.Fatalf("headline = %q", s.Headline)
	}
	if s.TotalCents != 13300 {
		t.Fatalf("total = %d", s.TotalCents)
	}
	if !s.UpdatedAt.IsZero() {
		t.Fatalf("updated_at = %v", s.UpdatedAt)
	}
}

func TestBuildSummarySkipsCancelledLines(t *testing.T) {
	s := BuildSummary(mkOrder(
		Item{SKU: "A1", Name: "保温杯", Qty: 1, PriceCents: 5900, Cancelled: true},
		Item{SKU: "B2", Name: "杯套", Qty: 1, PriceCents: 1500},
	))
	if s.Headline != "杯套" || s.ItemCount != 1 || s.TotalCents != 1500 {
		t.Fatalf("got %+v", s)
	}
}

func TestShortCustomer(t *testing.T) {
	if got := shortCustomer("杭州某某贸易有限公司华东分公司上海办事处"); got != "杭州某某贸易有限公司华东分公司…" {
		t.Fatalf("got %q", got)
	}
}
