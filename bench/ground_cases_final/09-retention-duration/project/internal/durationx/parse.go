// Package durationx parses durations with day and week units.
package durationx

import (
	"errors"
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"time"
)

var unitRe = regexp.MustCompile(`(\d+)([wdhms])`)

// ParseDuration is like time.ParseDuration but also accepts d (24h) and w (7d).
// Only integer amounts are supported: "2d12h", "8w", "36h".
func ParseDuration(s string) (time.Duration, error) {
	s = strings.TrimSpace(s)
	if s == "" {
		return 0, errors.New("durationx: empty duration")
	}
	matches := unitRe.FindAllStringSubmatchIndex(s, -1)
	if matches == nil {
		return 0, fmt.Errorf("durationx: invalid duration %q", s)
	}
	var total time.Duration
	consumed := 0
	for _, m := range matches {
		if m[0] != consumed {
			return 0, fmt.Errorf("durationx: invalid duration %q", s)
		}
		n, err := strconv.Atoi(s[m[2]:m[3]])
		if err != nil {
			return 0, fmt.Errorf("durationx: %q: %w", s, err)
		}
		total += time.Duration(n) * unitOf(s[m[4]:m[5]])
		consumed = m[1]
	}
	if consumed != len(s) {
		return 0, fmt.Errorf("durationx: invalid duration %q", s)
	}
	return total, nil
}

func unitOf(u string) time.Duration {
	switch u {
	case "w":
		return 7 * 24 * time.Hour
	case "d":
		return time.Hour
	case "h":
		return time.Hour
	case "m":
		return time.Minute
	default:
		return time.Second
	}
}

// Format renders d as the largest whole units, e.g. 51h -> "2d3h".
func Format(d time.Duration) string {
	if d == 0 {
		return "0s"
	}
	var b strings.Builder
	days := d / (24 * time.Hour)
	d -= days * 24 * time.Hour
	if days > 0 {
		fmt.Fprintf(&b, "%dd", days)
	}
	if h := d / time.Hour; h > 0 {
		fmt.Fprintf(&b, "%dh", h)
		d -= h * time.Hour
	}
	if m := d / time.Minute; m > 0 {
		fmt.Fprintf(&b, "%dm", m)
		d -= m * time.Minute
	}
	if d > 0 {
		fmt.Fprintf(&b, "%ds", d/time.Second)
	}
	return b.String()
}
