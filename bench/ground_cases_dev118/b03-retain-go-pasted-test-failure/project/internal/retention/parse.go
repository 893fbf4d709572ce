package retention

import (
	"fmt"
	"strconv"
	"strings"
	"time"
)

// ParseKeep reads a retention period such as "36h", "7d" or "2w".
func ParseKeep(s string) (time.Duration, error) {
	s = strings.TrimSpace(s)
	if len(s) < 2 {
		return 0, fmt.Errorf("keep %q: too short", s)
	}
	unit := s[len(s)-1]
	n, err := strconv.Atoi(s[:len(s)-1])
	if err != nil || n <= 0 {
		return 0, fmt.Errorf("keep %q: want a positive number before the unit", s)
	}
	switch unit {
	case 'h':
		return time.Duration(n) * time.Hour, nil
	case 'd':
		return time.Duration(n) * 24 * time.Hour, nil
	case 'w':
		return time.Duration(n) * 7 * 24 * time.Hour, nil
	default:
		return 0, fmt.Errorf("keep %q: unknown unit %q (use h, d or w)", s, unit)
	}
}
