// Package retention parses and applies log retention windows.
package retention

import (
	"fmt"
	"strconv"
	"strings"
	"time"
)

const maxWeeks = 52

var dayUnits = map[byte]time.Duration{
	'd': 24 * time.Hour,
	'w': 7 * 24 * time.Hour,
}

// ParseRetention turns "12h", "30d", "4w" or any time.ParseDuration string into a duration.
func ParseRetention(s string) (time.Duration, error) {
	s = strings.TrimSpace(strings.ToLower(s))
	if s == "" {
		return 0, fmt.Errorf("empty retention")
	}
	if unit, ok := dayUnits[s[len(s)-1]]; ok {
		n, err := strconv.Atoi(s[:len(s)-1])
		if err != nil {
			return 0, fmt.Errorf("bad retention %q: %w", s, err)
		}
		if n < 1 || n > maxWeeks {
			return 0, fmt.Errorf("retention out of range: %d", n)
		}
		return time.Duration(n) * unit, nil
	}
	d, err := time.ParseDuration(s)
	if err != nil {
		return 0, fmt.Errorf("bad retention %q: %w", s, err)
	}
	return d, nil
}

// Cutoff is the oldest modification time a file may have to be kept.
func Cutoff(now time.Time, keep time.Duration) time.Time {
	return now.Add(-keep).Truncate(time.Minute)
}

// Expired reports whether a file modified at mtime falls outside the window.
func Expired(now, mtime time.Time, keep time.Duration) bool {
	return mtime.Before(Cutoff(now, keep))
}
