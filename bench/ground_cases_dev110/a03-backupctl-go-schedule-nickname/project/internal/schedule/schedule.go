// Package schedule works out when the daily backup runs next.
package schedule

import (
	"fmt"
	"strconv"
	"strings"
	"time"
)

// ParseAt reads a "HH:MM" wall-clock time.
func ParseAt(at string) (hour, minute int, err error) {
	bad := fmt.Errorf("bad time %q: want HH:MM with HH 00-23 and MM 00-59", at)
	parts := strings.Split(at, ":")
	if len(parts) != 2 {
		return 0, 0, bad
	}
	hour, err = strconv.Atoi(parts[0])
	if err != nil || hour < 0 || hour > 23 {
		return 0, 0, bad
	}
	minute, err = strconv.Atoi(parts[1])
	if err != nil || minute < 0 || minute > 59 {
		return 0, 0, bad
	}
	return hour, minute, nil
}

// NextRun is the first time strictly after now at which the wall clock in loc shows at.
func NextRun(now time.Time, at string, loc *time.Location) (time.Time, error) {
	hour, minute, err := ParseAt(at)
	if err != nil {
		return time.Time{}, err
	}
	candidate := time.Date(now.Year(), now.Month(), now.Day(), hour, minute, 0, 0, loc)
	if !candidate.After(now) {
		candidate = candidate.AddDate(0, 0, 1)
	}
	return candidate, nil
}
