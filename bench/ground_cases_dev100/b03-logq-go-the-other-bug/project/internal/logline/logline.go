// Package logline parses the lines our services write:
//
//	2025-10-14T09:12:03.120+09:00 INFO  order created id=123 user=42
package logline

import (
	"strings"
	"time"
)

type Entry struct {
	Time    time.Time         `json:"time"`
	Level   string            `json:"level"`
	Message string            `json:"message"`
	Fields  map[string]string `json:"fields,omitempty"`
}

var levels = map[string]int{"DEBUG": 0, "INFO": 1, "WARN": 2, "ERROR": 3}

// Rank orders levels; unknown levels rank below DEBUG.
func Rank(level string) int {
	if r, ok := levels[strings.ToUpper(level)]; ok {
		return r
	}
	return -1
}

func Parse(line string) (Entry, bool) {
	parts := strings.Fields(line)
	if len(parts) < 3 {
		return Entry{}, false
	}
	t, err := time.Parse(time.RFC3339Nano, parts[0])
	if err != nil {
		return Entry{}, false
	}
	e := Entry{Time: t, Level: parts[1]}
	var msg []string
	for _, p := range parts[2:] {
		if k, v, ok := strings.Cut(p, "="); ok && k != "" {
			if e.Fields == nil {
				e.Fields = map[string]string{}
			}
			e.Fields[k] = v
			continue
		}
		msg = append(msg, p)
	}
	e.Message = strings.Join(msg, " ")
	return e, true
}
