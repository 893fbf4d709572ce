package config

import (
	"fmt"
	"strconv"
	"strings"
	"time"
)

// parseDuration reads a duration from an environment value. A bare integer is a
// number of seconds (the old format); anything else goes through time.ParseDuration,
// so "30s", "1m30s" and "500ms" work too.
func parseDuration(name, raw string, def time.Duration) (time.Duration, error) {
	raw = strings.TrimSpace(raw)
	if raw == "" {
		return 0, nil
	}
	if n, err := strconv.Atoi(raw); err == nil {
		if n < 0 {
			return 0, fmt.Errorf("%s: must not be negative, got %d", name, n)
		}
		return time.Duration(n) * time.Second, nil
	}
	d, err := time.ParseDuration(raw)
	if err != nil {
		return 0, fmt.Errorf("%s: %q is not a duration (use seconds like 30 or a Go duration like 30s)", name, raw)
	}
	if d < 0 {
		return 0, fmt.Errorf("%s: must not be negative, got %s", name, d)
	}
	return d, nil
}

// mustPositive is used by callers that cannot accept a zero timeout.
func mustPositive(name string, d time.Duration) error {
	if d <= 0 {
		return fmt.Errorf("%s: must be greater than zero", name)
	}
	return nil
}
