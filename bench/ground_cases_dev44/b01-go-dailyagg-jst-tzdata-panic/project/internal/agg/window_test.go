package agg

import (
	"testing"
	"time"
)

func TestTargetDayIsYesterday(t *testing.T) {
	// 2025-11-04 15:30 UTC = 2025-11-05 00:30 JST (when the CronJob runs)
	now := time.Date(2025, 11, 4, 15, 30, 0, 0, time.UTC)
	w := TargetDay(now)
	if got := w.Label(); got != "2025-11-04" {
		t.Fatalf("label = %s, want 2025-11-04", got)
	}
	if got := w.From.UTC().Format(time.RFC3339); got != "2025-11-03T15:00:00Z" {
		t.Fatalf("from = %s, want 2025-11-03T15:00:00Z", got)
	}
	if w.To.Sub(w.From) != 24*time.Hour {
		t.Fatalf("window is not one day: %s", w)
	}
}

func TestDays(t *testing.T) {
	from := time.Date(2025, 10, 30, 0, 0, 0, 0, time.UTC)
	to := time.Date(2025, 11, 2, 0, 0, 0, 0, time.UTC)
	ws := Days(from, to)
	if len(ws) != 3 {
		t.Fatalf("len = %d, want 3", len(ws))
	}
	if ws[2].Label() != "2025-11-01" {
		t.Fatalf("last = %s", ws[2].Label())
	}
}
