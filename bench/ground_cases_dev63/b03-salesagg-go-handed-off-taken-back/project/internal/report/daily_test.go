package report

import (
	"testing"
	"time"
)

func sale(store string, utc string, amount int64) Sale {
	t, err := time.Parse(time.RFC3339, utc)
	if err != nil {
		panic(err)
	}
	return Sale{Store: store, SoldAt: t, Amount: amount}
}

func TestDailyGroupsByStore(t *testing.T) {
	got := Daily([]Sale{
		sale("0142", "2025-03-10T03:00:00Z", 1200),
		sale("0142", "2025-03-10T05:00:00Z", 800),
		sale("0200", "2025-03-10T05:00:00Z", 500),
	})
	if len(got) != 2 || got[0].Total != 2000 || got[1].Total != 500 {
		t.Fatalf("unexpected totals: %+v", got)
	}
}

func TestDailyUsesJSTDay(t *testing.T) {
	// 2025-03-10 08:30 JST is still 2025-03-09 in UTC
	got := Daily([]Sale{sale("0142", "2025-03-09T23:30:00Z", 900)})
	if got[0].Date != "2025-03-10" {
		t.Fatalf("date = %s, want 2025-03-10", got[0].Date)
	}
}

func TestDailyDateLabel(t *testing.T) {
	got := Daily([]Sale{sale("0142", "2025-03-10T03:00:00Z", 1200)})
	if got[0].Date != "2025-03-10" {
		t.Fatalf("date = %s", got[0].Date)
	}
}
