// Package query parses the query-string parameters shared by the list endpoints.
package query

import (
	"errors"
	"fmt"
	"net/url"
	"strconv"
	"time"
)

const dateLayout = "2006-01-02"

// MaxRangeDays caps how many days a single list request may span.
const MaxRangeDays = 31

// Range is a half-open [From, To) interval.
type Range struct {
	From time.Time
	To   time.Time
}

var ErrBadRange = errors.New("from must be before to")

func parseDate(v string) (time.Time, error) {
	return time.ParseInLocation(dateLayout, v, time.UTC)
}

// DateRange reads from/to (YYYY-MM-DD, both inclusive) and returns the half-open range.
func DateRange(q url.Values) (Range, error) {
	from, err := parseDate(q.Get("from"))
	if err != nil {
		return Range{}, fmt.Errorf("from: %w", err)
	}
	to, err := parseDate(q.Get("to"))
	if err != nil {
		return Range{}, fmt.Errorf("to: %w", err)
	}
	to = to.AddDate(0, 0, 1)
	if !from.Before(to) {
		return Range{}, ErrBadRange
	}
	if to.Sub(from) > MaxRangeDays*24*time.Hour {
		return Range{}, fmt.Errorf("range longer than %d days", MaxRangeDays)
	}
	return Range{From: from, To: to}, nil
}

// Limit reads ?limit=, defaulting to def and capping at max.
func Limit(q url.Values, def, max int) (int, error) {
	v := q.Get("limit")
	if v == "" {
		return def, nil
	}
	n, err := strconv.Atoi(v)
	if err != nil || n < 1 {
		return 0, fmt.Errorf("limit: must be a positive integer")
	}
	if n > max {
		n = max
	}
	return n, nil
}
