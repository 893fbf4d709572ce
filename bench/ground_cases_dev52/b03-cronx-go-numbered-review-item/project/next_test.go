package cronx

import (
	"testing"
	"time"
)

func mustNext(t *testing.T, expr string, after time.Time) time.Time {
	t.Helper()
	s, err := Parse(expr)
	if err != nil {
		t.Fatal(err)
	}
	next, err := s.Next(after)
	if err != nil {
		t.Fatal(err)
	}
	return next
}

func TestNextEveryQuarter(t *testing.T) {
	after := time.Date(2025, 3, 10, 10, 7, 30, 0, time.UTC)
	got := mustNext(t, "TZ=UTC */15 * * * *", after)
	if want := time.Date(2025, 3, 10, 10, 15, 0, 0, time.UTC); !got.Equal(want) {
		t.Errorf("got %v, want %v", got, want)
	}
}

func TestNextWeekdayMorning(t *testing.T) {
	after := time.Date(2025, 3, 14, 9, 30, 0, 0, time.UTC) // a Friday
	got := mustNext(t, "TZ=UTC 0 9 * * 1-5", after)
	if want := time.Date(2025, 3, 17, 9, 0, 0, 0, time.UTC); !got.Equal(want) {
		t.Errorf("got %v, want %v", got, want)
	}
}

func TestNextMondayAcrossDST(t *testing.T) {
	berlin, _ := time.LoadLocation("Europe/Berlin")
	for _, c := range []struct{ after, want time.Time }{
		// spring forward on Sunday 3/30, fall back on Sunday 10/26 (#63)
		{time.Date(2025, 3, 29, 12, 0, 0, 0, berlin), time.Date(2025, 3, 31, 0, 0, 0, 0, berlin)},
		{time.Date(2025, 10, 25, 12, 0, 0, 0, berlin), time.Date(2025, 10, 27, 0, 0, 0, 0, berlin)},
	} {
		if got := mustNext(t, "TZ=Europe/Berlin 0 0 * * 1", c.after); !got.Equal(c.want) {
			t.Errorf("after %v: got %v, want %v", c.after, got, c.want)
		}
	}
}

func TestNextHalfHourZone(t *testing.T) {
	kolkata, _ := time.LoadLocation("Asia/Kolkata")
	after := time.Date(2025, 5, 1, 8, 10, 0, 0, kolkata)
	got := mustNext(t, "TZ=Asia/Kolkata 0 9 * * *", after)
	if want := time.Date(2025, 5, 1, 9, 0, 0, 0, kolkata); !got.Equal(want) {
		t.Errorf("got %v, want %v", got, want)
	}
}

func TestNextDaily(t *testing.T) {
	after := time.Date(2025, 12, 31, 23, 59, 0, 0, time.UTC)
	got := mustNext(t, "TZ=UTC @daily", after)
	if want := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC); !got.Equal(want) {
		t.Errorf("got %v, want %v", got, want)
	}
}
