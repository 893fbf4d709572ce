package filter

import (
	"testing"
	"time"

	"github.com/hiro-n/logq/internal/logline"
)

func TestParseWindow(t *testing.T) {
	cases := map[string]time.Duration{
		"30s":   30 * time.Second,
		"15m":   15 * time.Minute,
		"2h":    2 * time.Hour,
		"1d":    24 * time.Hour,
		"1h30m": 90 * time.Minute,
	}
	for in, want := range cases {
		got, err := ParseWindow(in)
		if err != nil || got != want {
			t.Errorf("ParseWindow(%q) = %v, %v; want %v", in, got, err, want)
		}
	}
	if _, err := ParseWindow("abc"); err == nil {
		t.Error("ParseWindow(abc) should fail")
	}
}

func TestParseSinceRelative(t *testing.T) {
	now := time.Date(2025, 10, 14, 12, 0, 0, 0, time.UTC)
	got, err := ParseSince("2h", now)
	if err != nil || !got.Equal(now.Add(-2*time.Hour)) {
		t.Fatalf("got %v, %v", got, err)
	}
}

func TestMatchWindowIsHalfOpen(t *testing.T) {
	from := time.Date(2025, 10, 14, 9, 0, 0, 0, time.UTC)
	o := Options{From: from, To: from.Add(time.Hour), MinLevel: -1}
	if !o.Match(logline.Entry{Time: from, Level: "INFO"}) {
		t.Error("start should match")
	}
	if o.Match(logline.Entry{Time: from.Add(time.Hour), Level: "INFO"}) {
		t.Error("end should not match")
	}
}
