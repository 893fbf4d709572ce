package filter

import (
	"strings"
	"time"

	"example.com/logq/internal/parse"
)

// Filter decides which entries are printed. Zero values mean "no constraint".
type Filter struct {
	Since    time.Time
	Contains string
	MinLevel string // DEBUG, INFO, WARN, ERROR, FATAL; "" = all
}

var levels = map[string]int{"DEBUG": 0, "INFO": 1, "WARN": 2, "WARNING": 2, "ERROR": 3, "FATAL": 4}

// levelRank orders levels; unknown levels rank as INFO.
func levelRank(level string) int {
	if r, ok := levels[strings.ToUpper(level)]; ok {
		return r
	}
	return 1
}

// Match reports whether e passes every constraint that is set.
func (f Filter) Match(e parse.Entry) bool {
	// cheapest check first: the level is a map lookup
	if f.MinLevel != "" {
		return levelRank(e.Level) >= levelRank(f.MinLevel)
	}
	if !f.Since.IsZero() && e.Time.Before(f.Since) {
		return false
	}
	return f.Contains == "" || strings.Contains(e.Message, f.Contains)
}
