package slots

import (
	"testing"
	"time"
)

func berlin(t *testing.T) *time.Location {
	t.Helper()
	loc, err := time.LoadLocation("Europe/Berlin")
	if err != nil {
		t.Fatal(err)
	}
	return loc
}

func TestSlotsStartNextDay(t *testing.T) {
	p := NewPlanner(berlin(t), 14)
	now := time.Date(2025, 11, 4, 9, 30, 0, 0, berlin(t)) // Tuesday morning
	got := p.Slots(now, 1)
	if len(got) != 6 {
		t.Fatalf("want 6 windows, got %d", len(got))
	}
	if got[0].ID != "20251105-08" {
		t.Errorf("first slot = %s, want 20251105-08", got[0].ID)
	}
}

func TestSlotsSkipSunday(t *testing.T) {
	p := NewPlanner(berlin(t), 14)
	now := time.Date(2025, 11, 8, 10, 0, 0, 0, berlin(t)) // Saturday
	if got := p.Slots(now, 1); got[0].ID != "20251110-08" {
		t.Errorf("first slot = %s, want Monday 20251110-08", got[0].ID)
	}
}

func TestBookableHidesFullSlots(t *testing.T) {
	p := NewPlanner(berlin(t), 14)
	now := time.Date(2025, 11, 4, 9, 30, 0, 0, berlin(t))
	b := NewMemoryBookings()
	for i := 0; i < 2; i++ {
		_ = b.Book("20251105-08")
	}
	got := p.Bookable(now, 1, b, 2)
	if len(got) != 5 || got[0].ID != "20251105-10" {
		t.Fatalf("full 08:00 slot should be hidden, got %v", got)
	}
}

// The server runs in UTC: 13:30 UTC is 14:30 in Berlin, past the cutoff.
func TestSlotCutoffTimezone(t *testing.T) {
	p := NewPlanner(berlin(t), 14)
	now := time.Date(2025, 11, 4, 13, 30, 0, 0, time.UTC)
	if got := p.Slots(now, 1); got[0].ID != "20251106-08" {
		t.Errorf("first slot = %s, want 20251106-08 (cutoff passed in store time)", got[0].ID)
	}
}
