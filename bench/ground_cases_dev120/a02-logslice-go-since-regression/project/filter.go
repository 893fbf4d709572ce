package main

import (
	"encoding/json"
	"fmt"
	"strings"
	"time"
)

// Filter decides which JSON log lines to keep.
type Filter struct {
	Cutoff    time.Time
	TimeField string
	MinLevel  int // 0 keeps every level
}

var levelRank = map[string]int{
	"debug":   1,
	"info":    2,
	"warn":    3,
	"warning": 3,
	"error":   4,
}

// Keep reports whether line passes the filter. Lines that are not JSON, or
// that lack a parsable timestamp while a cutoff is set, return an error.
func (f Filter) Keep(line []byte) (bool, error) {
	var rec map[string]any
	if err := json.Unmarshal(line, &rec); err != nil {
		return false, err
	}
	if !f.Cutoff.IsZero() {
		raw, ok := rec[f.TimeField].(string)
		if !ok {
			return false, fmt.Errorf("no %q field", f.TimeField)
		}
		ts, err := time.Parse(time.RFC3339, raw)
		if err != nil {
			return false, err
		}
		if ts.Before(f.Cutoff) {
			return false, nil
		}
	}
	if f.MinLevel > 0 {
		lvl, _ := rec["level"].(string)
		if levelRank[strings.ToLower(lvl)] < f.MinLevel {
			return false, nil
		}
	}
	return true, nil
}
