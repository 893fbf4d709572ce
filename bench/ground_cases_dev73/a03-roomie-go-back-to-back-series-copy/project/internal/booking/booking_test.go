package booking

import (
	"errors"
	"testing"
	"time"
)

var ams, _ = time.LoadLocation("Europe/Amsterdam")

func at(day, hour, min int) time.Time {
	return time.Date(2025, time.November, day, hour, min, 0, 0, ams)
}

func TestCreateRejectsOverlap(t *testing.T) {
	s := NewStore()
	s.AddRoom("Kepler")
	if _, err := s.Create(Booking{Room: "Kepler", Start: at(10, 10, 0), End: at(10, 11, 0)}); err != nil {
		t.Fatal(err)
	}
	_, err := s.Create(Booking{Room: "Kepler", Start: at(10, 10, 30), End: at(10, 11, 30)})
	var ce *ConflictError
	if !errors.As(err, &ce) {
		t.Fatalf("want conflict, got %v", err)
	}
}

func TestCreateAllowsBackToBack(t *testing.T) {
	s := NewStore()
	s.AddRoom("Kepler")
	if _, err := s.Create(Booking{Room: "Kepler", Start: at(10, 10, 0), End: at(10, 11, 0)}); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Create(Booking{Room: "Kepler", Start: at(10, 11, 0), End: at(10, 12, 0)}); err != nil {
		t.Fatalf("back-to-back booking rejected: %v", err)
	}
}

func TestCreateUnknownRoom(t *testing.T) {
	s := NewStore()
	if _, err := s.Create(Booking{Room: "Nope", Start: at(10, 9, 0), End: at(10, 10, 0)}); !errors.Is(err, ErrUnknownRoom) {
		t.Fatalf("want ErrUnknownRoom, got %v", err)
	}
}

func TestSeriesKeepsWallClockAcrossDST(t *testing.T) {
	first := time.Date(2025, time.October, 20, 10, 0, 0, 0, ams)
	occ := Series{Room: "Kepler", FirstStart: first, Length: 15 * time.Minute, Weeks: 3}.Occurrences()
	for _, o := range occ {
		if o.Start.Hour() != 10 {
			t.Fatalf("occurrence at %v, want 10:00 local", o.Start)
		}
	}
}
