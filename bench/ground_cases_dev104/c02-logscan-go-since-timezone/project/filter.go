package main

import (
	"fmt"
	"strconv"
	"strings"
	"time"
)

const dateLayout = "2006-01-02"

// Filter decides which log lines are printed.
type Filter struct {
	Since    time.Time
	Contains string
	MinLevel int
}

var levels = map[string]int{"DEBUG": 0, "INFO": 1, "WARN": 2, "ERROR": 3}

// levelOf reads the level word that follows the timestamp ("2025-11-17 09:30:00 WARN ...").
func levelOf(line string) int {
	rest := strings.Fields(line[len(lineLayout):])
	if len(rest) == 0 {
		return -1
	}
	if lv, ok := levels[strings.ToUpper(rest[0])]; ok {
		return lv
	}
	return -1
}

// Match reports whether a line with timestamp ts and text line passes the filter.
func (f Filter) Match(ts time.Time, line string) bool {
	if !f.Since.IsZero() && ts.Before(f.Since) {
		return false
	}
	if f.Contains != "" && !strings.Contains(line, f.Contains) {
		return false
	}
	if f.MinLevel > 0 && levelOf(line) < f.MinLevel {
		return false
	}
	return true
}

// parseRelative reads "90m", "2h" or "3d" (days are not understood by time.ParseDuration).
func parseRelative(s string) (time.Duration, bool) {
	if strings.HasSuffix(s, "d") {
		n, err := strconv.Atoi(strings.TrimSuffix(s, "d"))
		if err != nil || n < 0 {
			return 0, false
		}
		return time.Duration(n) * 24 * time.Hour, true
	}
	d, err := time.ParseDuration(s)
	if err != nil || d < 0 {
		return 0, false
	}
	return d, true
}

// parseSince accepts a relative duration ("90m", "2h", "3d"), an RFC3339 timestamp
// or a plain date.
func parseSince(s string, now time.Time) (time.Time, error) {
	s = strings.TrimSpace(s)
	if d, ok := parseRelative(s); ok {
		return now.Add(-d), nil
	}
	for _, layout := range []string{time.RFC3339, dateLayout} {
		if t, err := time.Parse(layout, s); err == nil {
			return t, nil
		}
	}
	return time.Time{}, fmt.Errorf("invalid --since %q: want 2h/90m/3d, RFC3339 or YYYY-MM-DD", s)
}
