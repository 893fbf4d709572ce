package booking

import (
	"testing"
	"time"
)

func TestExpandWeekly(t *testing.T) {
	tokyo, _ := time.LoadLocation("Asia/Tokyo")
	req := RecurringRequest{
		RoomID:   "t-301",
		Title:    "週次定例",
		Start:    time.Date(2025, 11, 4, 10, 0, 0, 0, tokyo),
		End:      time.Date(2025, 11, 4, 11, 0, 0, 0, tokyo),
		Until:    time.Date(2025, 11, 25, 23, 59, 0, 0, tokyo),
		TimeZone: "Asia/Tokyo",
	}
	got, err := Expand(req)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 4 {
		t.Fatalf("want 4 occurrences, got %d", len(got))
	}
	if h := got[3].Start.In(tokyo).Hour(); h != 10 {
		t.Errorf("4th occurrence starts at %d:00, want 10:00", h)
	}
}

func TestExpandRejectsMoreThan52(t *testing.T) {
	start := time.Date(2025, 1, 6, 9, 0, 0, 0, time.UTC)
	_, err := Expand(RecurringRequest{Start: start, End: start.Add(time.Hour), Until: start.AddDate(2, 0, 0), TimeZone: "UTC"})
	if err != ErrTooManyRepeats {
		t.Fatalf("want ErrTooManyRepeats, got %v", err)
	}
}

func TestExpandRejectsEmptyRange(t *testing.T) {
	now := time.Now()
	_, err := Expand(RecurringRequest{Start: now, End: now.Add(time.Hour), Until: now, TimeZone: "UTC"})
	if err != ErrBadRange {
		t.Fatalf("want ErrBadRange, got %v", err)
	}
}
