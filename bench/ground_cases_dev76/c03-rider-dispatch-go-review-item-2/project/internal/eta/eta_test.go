package eta

import (
	"testing"
	"time"
)

func TestMinutesForRoundsUp(t *testing.T) {
	if got := MinutesFor(2.0); got != 7 {
		t.Fatalf("MinutesFor(2.0) = %d, want 7", got)
	}
}

func TestArrivalsAddsHandover(t *testing.T) {
	start := time.Date(2025, 11, 6, 10, 0, 0, 0, time.UTC)
	got := Arrivals(start, []Stop{{ID: "A", Km: 2.0}, {ID: "B", Km: 1.0}})
	if want := start.Add(7 * time.Minute); !got["A"].Equal(want) {
		t.Fatalf("A = %s, want %s", got["A"].Format("15:04"), want.Format("15:04"))
	}
	if want := start.Add(15 * time.Minute); !got["B"].Equal(want) {
		t.Fatalf("B = %s, want %s", got["B"].Format("15:04"), want.Format("15:04"))
	}
}

func TestFormatWindow(t *testing.T) {
	loc, _ := time.LoadLocation("Asia/Shanghai")
	at := time.Date(2025, 11, 6, 2, 5, 0, 0, time.UTC)
	if got := FormatWindow(at, loc); got != "10:05-10:35" {
		t.Fatalf("FormatWindow = %q", got)
	}
}
