package retention

import (
	"testing"
	"time"
)

func TestParseRetention(t *testing.T) {
	day := 24 * time.Hour
	cases := []struct {
		name string
		in   string
		want time.Duration
	}{
		{"hours", "12h", 12 * time.Hour},
		{"minutes", "90m", 90 * time.Minute},
		{"days", "90d", 90 * day},
		{"days upper", "7D", 7 * day},
		{"weeks", "2w", 14 * day},
		{"weeks max", "52w", 52 * 7 * day},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			got, err := ParseRetention(tc.in)
			if err != nil {
				t.Fatalf("ParseRetention(%q): unexpected error: %v", tc.in, err)
			}
			if got != tc.want {
				t.Errorf("ParseRetention(%q) = %v, want %v", tc.in, got, tc.want)
			}
		})
	}
}

func TestParseRetentionRejects(t *testing.T) {
	for _, in := range []string{"", "abc", "-3d", "53w"} {
		if _, err := ParseRetention(in); err == nil {
			t.Errorf("ParseRetention(%q): expected error", in)
		}
	}
}

func TestExpired(t *testing.T) {
	now := time.Date(2025, 3, 10, 12, 0, 0, 0, time.UTC)
	if !Expired(now, now.Add(-49*time.Hour), 48*time.Hour) {
		t.Error("49h old file should be expired with 48h retention")
	}
	if Expired(now, now.Add(-47*time.Hour), 48*time.Hour) {
		t.Error("47h old file should be kept")
	}
}
