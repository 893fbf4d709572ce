package store

import "strings"

// ProductKey trims and lower-cases s.
func ProductKey(s string) string {
	return strings.ToLower(strings.TrimSpace(s))
}
