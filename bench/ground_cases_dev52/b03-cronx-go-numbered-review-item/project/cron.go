// Package cronx parses standard five-field cron expressions and computes run times.
package cronx

import (
	"errors"
	"fmt"
	"strings"
	"time"
)

// ErrNoNext is returned when an expression never matches within five years.
var ErrNoNext = errors.New("cronx: no matching time within 5 years")

// Schedule is a parsed cron expression. The fields are bit sets.
type Schedule struct {
	Minute, Hour, Dom, Month, Dow uint64
	DomStar, DowStar             bool
	Location                     *time.Location
	expr                         string
}

var macros = map[string]string{
	"@yearly":  "0 0 1 1 *",
	"@monthly": "0 0 1 * *",
	"@weekly":  "0 0 * * 0",
	"@daily":   "0 0 * * *",
	"@hourly":  "0 * * * *",
}

// Parse parses a five-field expression, optionally prefixed with "TZ=Area/City "
// or "CRON_TZ=Area/City ". Without a prefix the schedule uses time.Local.
func Parse(expr string) (*Schedule, error) {
	loc := time.Local
	spec := strings.TrimSpace(expr)
	if strings.HasPrefix(spec, "TZ=") || strings.HasPrefix(spec, "CRON_TZ=") {
		i := strings.IndexByte(spec, ' ')
		if i < 0 {
			return nil, fmt.Errorf("cronx: %q: missing fields after time zone", expr)
		}
		l, err := time.LoadLocation(spec[strings.IndexByte(spec, '=')+1 : i])
		if err != nil {
			return nil, fmt.Errorf("cronx: %q: %w", expr, err)
		}
		loc, spec = l, strings.TrimSpace(spec[i:])
	}
	if m, ok := macros[strings.ToLower(spec)]; ok {
		spec = m
	}
	f := strings.Fields(spec)
	if len(f) != 5 {
		return nil, fmt.Errorf("cronx: %q: expected 5 fields, got %d", expr, len(f))
	}
	s := &Schedule{Location: loc, expr: expr}
	var err error
	if s.Minute, _, err = parseField(f[0], minutes); err != nil {
		return nil, fmt.Errorf("cronx: %q: minute: %w", expr, err)
	}
	if s.Hour, _, err = parseField(f[1], hours); err != nil {
		return nil, fmt.Errorf("cronx: %q: hour: %w", expr, err)
	}
	if s.Dom, s.DomStar, err = parseField(f[2], doms); err != nil {
		return nil, fmt.Errorf("cronx: %q: day of month: %w", expr, err)
	}
	if s.Month, _, err = parseField(f[3], months); err != nil {
		return nil, fmt.Errorf("cronx: %q: month: %w", expr, err)
	}
	if s.Dow, s.DowStar, err = parseField(f[4], dows); err != nil {
		return nil, fmt.Errorf("cronx: %q: day of week: %w", expr, err)
	}
	return s, nil
}

// String returns the expression the schedule was parsed from.
func (s *Schedule) String() string { return s.expr }
