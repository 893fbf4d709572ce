package durationx

import (
	"testing"
	"time"
)

func TestParseDuration(t *testing.T) {
	cases := []struct {
		name string
		in   string
		want time.Duration
	}{
		{"hours", "36h", 36 * time.Hour},
		{"minutes_seconds", "5m30s", 5*time.Minute + 30*time.Second},
		{"weeks", "8w", 8 * 7 * 24 * time.Hour},
		{"with_days", "2d3h", 51 * time.Hour},
		{"weeks_and_days", "1w2d", 9 * 24 * time.Hour},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got, err := ParseDuration(c.in)
			if err != nil {
				t.Fatalf("ParseDuration(%q) error: %v", c.in, err)
			}
			if got != c.want {
				t.Errorf("ParseDuration(%q) = %v, want %v", c.in, got, c.want)
			}
		})
	}
}

func TestParseDurationRejects(t *testing.T) {
	for _, in := range []string{"", "d", "3x", "2d 3h", "1.5d"} {
		if _, err := ParseDuration(in); err == nil {
			t.Errorf("ParseDuration(%q) should fail", in)
		}
	}
}

func TestFormat(t *testing.T) {
	if got := Format(51 * time.Hour); got != "2d3h" {
		t.Errorf("Format(51h) = %q", got)
	}
}
