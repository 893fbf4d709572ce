package config

import (
	"fmt"
	"strconv"
	"strings"
	"time"
)

// DefaultRetention is used when the config file leaves retention empty.
const DefaultRetention = 7 * 24 * time.Hour

// MinRetention guards against typos like "1m" that would wipe the spool.
const MinRetention = time.Hour

// ParseRetention parses a retention period such as "7d", "72h" or "90m".
// A "d" suffix means whole days; anything else goes to time.ParseDuration.
func ParseRetention(s string) (time.Duration, error) {
	s = strings.TrimSpace(s)
	if s == "" {
		return 0, nil
	}
	var d time.Duration
	if days, ok := strings.CutSuffix(s, "d"); ok {
		n, err := strconv.Atoi(days)
		if err != nil {
			return 0, fmt.Errorf("retention %q: %w", s, err)
		}
		d = time.Duration(n) * 24 * time.Hour
	} else {
		var err error
		d, err = time.ParseDuration(s)
		if err != nil {
			return 0, fmt.Errorf("retention %q: %w", s, err)
		}
	}
	if d < MinRetention {
		return 0, fmt.Errorf("retention %q: must be at least %s", s, MinRetention)
	}
	return d, nil
}

// FormatRetention is the inverse used by `logship config show`.
func FormatRetention(d time.Duration) string {
	if d%(24*time.Hour) == 0 {
		return fmt.Sprintf("%dd", d/(24*time.Hour))
	}
	return d.String()
}
