package httputil

import (
	"net/url"
	"strconv"
)

// IntDefault parses s as a positive int, returning def when s is empty or invalid.
func IntDefault(s string, def int) int {
	if s == "" {
		return def
	}
	n, err := strconv.Atoi(s)
	if err != nil || n < 1 {
		return def
	}
	return n
}

// QueryInt reads a positive int query parameter, with a default and an upper bound.
func QueryInt(q url.Values, key string, def, max int) int {
	n := IntDefault(q.Get(key), def)
	if max > 0 && n > max {
		return max
	}
	return n
}

// QueryBool reads "1", "true" or "yes" as true; anything else is false.
func QueryBool(q url.Values, key string) bool {
	switch q.Get(key) {
	case "1", "true", "yes":
		return true
	}
	return false
}
