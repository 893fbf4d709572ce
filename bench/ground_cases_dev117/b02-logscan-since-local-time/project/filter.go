package main

import (
	"strings"
	"time"
)

// Filter keeps the entries a user asked for; zero fields match everything.
type Filter struct {
	Since   time.Time
	Service  string
	Grep     string
	MinLevel string
}

var levelRank = map[string]int{"debug": 0, "info": 1, "warn": 2, "error": 3, "fatal": 4}

func (f Filter) Match(e Entry) bool {
	if !f.Since.IsZero() && e.Time.Before(f.Since) {
		return false
	}
	if f.Service != "" && e.Service != f.Service {
		return false
	}
	if f.Grep != "" && !strings.Contains(e.Msg, f.Grep) {
		return false
	}
	if f.MinLevel != "" {
		rank, ok := levelRank[e.Level]
		if !ok || rank < levelRank[f.MinLevel] {
			return false
		}
	}
	return true
}

// Apply returns the entries that match f, in their original order.
func Apply(entries []Entry, f Filter) []Entry {
	var out []Entry
	for _, e := range entries {
		if f.Match(e) {
			out = append(out, e)
		}
	}
	return out
}
