package main

import (
	"fmt"
	"strconv"
	"strings"
	"time"
)

// parseSince reads a lookback window such as "90m", "2h30m", "1d" or "2w".
// Days and weeks are whole days.
func parseSince(s string) (time.Duration, error) {
	s = strings.TrimSpace(s)
	if n, unit, ok := dayUnit(s); ok {
		if n <= 0 {
			return 0, fmt.Errorf("--since must be positive, got %s", s)
		}
		return time.Duration(n) * unit, nil
	}
	d, err := time.ParseDuration(s)
	if err != nil {
		return 0, fmt.Errorf("bad --since %q: %w", s, err)
	}
	if d <= 0 {
		return 0, fmt.Errorf("--since must be positive, got %s", s)
	}
	return d, nil
}

// dayUnit splits "3d" / "2w" into a count and a unit.
func dayUnit(s string) (int, time.Duration, bool) {
	if len(s) < 2 {
		return 0, 0, false
	}
	var unit time.Duration
	switch s[len(s)-1] {
	case 'd':
		unit = 24 * time.Hour
	case 'w':
		unit = 7 * 24 * time.Hour
	default:
		return 0, 0, false
	}
	n, err := strconv.Atoi(s[:len(s)-1])
	if err != nil {
		return 0, 0, false
	}
	return n, unit, true
}
