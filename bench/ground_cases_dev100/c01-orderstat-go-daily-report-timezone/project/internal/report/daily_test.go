package report

import (
	"context"
	"testing"
	"time"

	"git.example.cn/shop/orderstat/internal/store"
)

type fakeLister struct {
	orders []store.Order
}

func (f fakeLister) ListBetween(_ context.Context, from, to time.Time) ([]store.Order, error) {
	var out []store.Order
	for _, o := range f.orders {
		if !o.CreatedAt.Before(from) && o.CreatedAt.Before(to) {
			out = append(out, o)
		}
	}
	return out, nil
}

func TestDayRange(t *testing.T) {
	from, to, err := DayRange("2025-11-03")
	if err != nil {
		t.Fatal(err)
	}
	if want := time.Date(2025, 11, 3, 0, 0, 0, 0, time.UTC); !from.Equal(want) {
		t.Errorf("from = %v, want %v", from, want)
	}
	if to.Sub(from) != 24*time.Hour {
		t.Errorf("range is %v long", to.Sub(from))
	}
}

func TestDailyCountsPaidAndRefunded(t *testing.T) {
	day := time.Date(2025, 11, 3, 10, 0, 0, 0, time.UTC)
	f := fakeLister{orders: []store.Order{
		{ID: 1, Status: store.StatusPaid, AmountFen: 1990, CreatedAt: day},
		{ID: 2, Status: store.StatusPending, AmountFen: 500, CreatedAt: day.Add(time.Hour)},
		{ID: 3, Status: store.StatusRefunded, AmountFen: 300, CreatedAt: day.Add(2 * time.Hour)},
		{ID: 4, Status: store.StatusDone, AmountFen: 10000, CreatedAt: day.Add(-24 * time.Hour)},
	}}
	sum, err := Daily(context.Background(), f, "2025-11-03")
	if err != nil {
		t.Fatal(err)
	}
	if sum.OrderCount != 3 || sum.PaidCount != 1 || sum.GMVFen != 1990 || sum.RefundedFen != 300 {
		t.Errorf("unexpected summary %+v", sum)
	}
}

func TestDailyBadDate(t *testing.T) {
	if _, err := Daily(context.Background(), fakeLister{}, "2025/11/03"); err == nil {
		t.Error("want an error for a bad date")
	}
}
