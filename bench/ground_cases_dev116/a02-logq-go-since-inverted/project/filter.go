package main

import (
	"strings"
	"time"
)

type Level int

const (
	Debug Level = iota
	Info
	Warn
	Error
)

var levelNames = map[string]Level{
	"debug": Debug,
	"info":  Info,
	"warn":  Warn,
	"error": Error,
}

// ParseLevel maps a level name to a Level; unknown names mean Debug (show all).
func ParseLevel(s string) Level {
	if l, ok := levelNames[strings.ToLower(strings.TrimSpace(s))]; ok {
		return l
	}
	return Debug
}

type Filter struct {
	MinLevel Level
	Contains string
	Since    time.Duration    // 0 = no limit
	Now      func() time.Time // nil = time.Now
}

func (f Filter) now() time.Time {
	if f.Now != nil {
		return f.Now()
	}
	return time.Now()
}

// Match reports whether the entry should be printed.
func (f Filter) Match(e Entry) bool {
	if e.Level < f.MinLevel {
		return false
	}
	if f.Since > 0 && e.Time.After(f.now().Add(-f.Since)) {
		return false
	}
	if f.Contains != "" && !strings.Contains(e.Msg, f.Contains) {
		return false
	}
	return true
}
