package main

import (
	"strings"
	"time"
)

type Filter struct {
	Since    time.Time
	Level    string
	Contains string
}

func (f Filter) Match(e Entry) bool {
	if !f.Since.IsZero() && e.Time.Before(f.Since) {
		return false
	}
	if f.Level != "" && !strings.EqualFold(e.Level, f.Level) {
		return false
	}
	if f.Contains != "" && !strings.Contains(e.Message, f.Contains) {
		return false
	}
	return true
}
