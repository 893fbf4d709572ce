package schedule

import (
	"strings"
	"testing"
	"time"
)

func TestParseAt(t *testing.T) {
	h, m, err := ParseAt("02:30")
	if err != nil || h != 2 || m != 30 {
		t.Fatalf("got %d:%d %v", h, m, err)
	}
	if _, _, err := ParseAt("2h30"); err == nil {
		t.Fatal("expected an error")
	}
}

func TestParseAtRejects2400(t *testing.T) {
	_, _, err := ParseAt("24:00")
	if err == nil {
		t.Fatal("24:00 accepted")
	}
	if !strings.Contains(err.Error(), "HH:MM") {
		t.Fatalf("error does not name the format: %v", err)
	}
}

func TestNextRunLaterToday(t *testing.T) {
	now := time.Date(2025, 6, 1, 1, 0, 0, 0, time.UTC)
	got, err := NextRun(now, "02:00", time.UTC)
	if err != nil {
		t.Fatal(err)
	}
	if want := time.Date(2025, 6, 1, 2, 0, 0, 0, time.UTC); !got.Equal(want) {
		t.Fatalf("got %v want %v", got, want)
	}
}

func TestNextRunTomorrow(t *testing.T) {
	now := time.Date(2025, 6, 1, 3, 0, 0, 0, time.UTC)
	got, _ := NextRun(now, "02:00", time.UTC)
	if want := time.Date(2025, 6, 2, 2, 0, 0, 0, time.UTC); !got.Equal(want) {
		t.Fatalf("got %v want %v", got, want)
	}
}
