package filter

import (
	"testing"
	"time"
)

func TestMatchLevel(t *testing.T) {
	f := Filter{MinLevel: "warn"}
	cases := map[string]bool{
		"debug": false,
		"info":  false,
		"warn":  true,
		"error": true,
		"WARN":  true,
		"Error": true,
	}
	for level, want := range cases {
		if got := f.Match(Entry{Level: level}); got != want {
			t.Errorf("level %s: got %v, want %v", level, got, want)
		}
	}
}

func TestMatchService(t *testing.T) {
	f := Filter{Service: "billing"}
	if !f.Match(Entry{Service: "billing", Level: "info"}) {
		t.Error("billing should match")
	}
	if f.Match(Entry{Service: "search", Level: "info"}) {
		t.Error("search should not match")
	}
}

func TestMatchSince(t *testing.T) {
	now := time.Date(2026, 11, 18, 12, 0, 0, 0, time.UTC)
	f := Filter{Since: now.Add(-2 * time.Hour)}
	if f.Match(Entry{Time: now.Add(-3 * time.Hour)}) {
		t.Error("3h old entry should be dropped")
	}
	if !f.Match(Entry{Time: now.Add(-1 * time.Hour)}) {
		t.Error("1h old entry should be kept")
	}
}

func TestEmptyFilterMatchesAll(t *testing.T) {
	if !(Filter{}).Match(Entry{Level: "debug"}) {
		t.Error("empty filter should match")
	}
}
