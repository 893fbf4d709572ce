// Package filter decides which entries are printed.
package filter

import (
	"strings"
	"time"

	"github.com/kestrel-labs/logq/internal/parse"
)

var levels = map[string]int{"debug": 0, "info": 1, "warn": 2, "error": 3, "fatal": 4}

// Filter holds the command-line criteria; zero values match everything.
type Filter struct {
	MinLevel string
	Contains string
	Fields   map[string]string
	Since    time.Time
}

func levelRank(l string) int {
	if r, ok := levels[strings.ToLower(l)]; ok {
		return r
	}
	return 1
}

// Match reports whether e passes every criterion.
func (f Filter) Match(e parse.Entry) bool {
	if f.MinLevel != "" && levelRank(e.Level) < levelRank(f.MinLevel) {
		return false
	}
	if f.Contains != "" && !strings.Contains(e.Msg, f.Contains) {
		return false
	}
	if !f.Since.IsZero() && !e.Time.IsZero() && e.Time.Before(f.Since) {
		return false
	}
	for k, want := range f.Fields {
		got, ok := e.Fields[k]
		if !ok {
			return false
		}
		if s, isStr := got.(string); !isStr || s != want {
			return false
		}
	}
	return true
}
