// Package cron parses five-field cron expressions and computes their next run time.
package cron

import (
	"fmt"
	"strconv"
	"strings"
)

// Schedule is a parsed expression; each field is a set of allowed values.
type Schedule struct {
	Minute, Hour, Dom, Month, Dow map[int]bool
	// DomStar / DowStar record whether the day fields were "*": the OR rule only
	// applies when both are restricted.
	DomStar, DowStar bool
}

type bounds struct{ min, max int }

var fieldBounds = []bounds{{0, 59}, {0, 23}, {1, 31}, {1, 12}, {0, 7}}

// Parse reads "m h dom mon dow".
func Parse(expr string) (*Schedule, error) {
	fields := strings.Fields(expr)
	if len(fields) != 5 {
		return nil, fmt.Errorf("cron: %q: want 5 fields, got %d", expr, len(fields))
	}
	sets := make([]map[int]bool, 5)
	for i, f := range fields {
		set, err := parseField(f, fieldBounds[i])
		if err != nil {
			return nil, fmt.Errorf("cron: %q field %d: %w", expr, i+1, err)
		}
		sets[i] = set
	}
	if sets[4][7] {
		sets[4][0] = true
		delete(sets[4], 7)
	}
	return &Schedule{
		Minute: sets[0], Hour: sets[1], Dom: sets[2], Month: sets[3], Dow: sets[4],
		DomStar: fields[2] == "*", DowStar: fields[4] == "*",
	}, nil
}

func parseField(f string, b bounds) (map[int]bool, error) {
	set := make(map[int]bool)
	for _, part := range strings.Split(f, ",") {
		step := 1
		if i := strings.IndexByte(part, '/'); i >= 0 {
			s, err := strconv.Atoi(part[i+1:])
			if err != nil || s <= 0 {
				return nil, fmt.Errorf("bad step in %q", part)
			}
			step, part = s, part[:i]
		}
		lo, hi := b.min, b.max
		if part != "*" {
			var err error
			if i := strings.IndexByte(part, '-'); i >= 0 {
				lo, err = strconv.Atoi(part[:i])
				if err == nil {
					hi, err = strconv.Atoi(part[i+1:])
				}
			} else {
				lo, err = strconv.Atoi(part)
				hi = lo
			}
			if err != nil || lo < b.min || hi > b.max || lo > hi {
				return nil, fmt.Errorf("bad range %q", part)
			}
		}
		for v := lo; v <= hi; v += step {
			set[v] = true
		}
	}
	return set, nil
}
