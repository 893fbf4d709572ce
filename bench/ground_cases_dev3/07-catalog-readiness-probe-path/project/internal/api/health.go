package api

import "strings"

// Health trims and lower-cases s.
func Health(s string) string {
	return strings.ToLower(strings.TrimSpace(s))
}
