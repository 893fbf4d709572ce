package config

import (
	"testing"
	"time"
)

func TestParseRetention(t *testing.T) {
	cases := []struct {
		in   string
		want time.Duration
	}{
		{"72h", 72 * time.Hour},
		{" 90m ", 90 * time.Minute},
		{"1h", time.Hour},
		{"7d", 7 * 24 * time.Hour},
		{"30d", 30 * 24 * time.Hour},
	}
	for _, c := range cases {
		got, err := ParseRetention(c.in)
		if err != nil {
			t.Fatalf("ParseRetention(%q): %v", c.in, err)
		}
		if got != c.want {
			t.Errorf("ParseRetention(%q) = %s, want %s", c.in, got, c.want)
		}
	}
}

func TestParseRetentionRejects(t *testing.T) {
	for _, in := range []string{"abc", "10m", "-3h", "1.5d", "0d"} {
		if _, err := ParseRetention(in); err == nil {
			t.Errorf("ParseRetention(%q): expected an error", in)
		}
	}
}
