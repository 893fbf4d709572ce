package api

import "strings"

// RequestIDHeader trims and lower-cases s.
func RequestIDHeader(s string) string {
	return strings.ToLower(strings.TrimSpace(s))
}
