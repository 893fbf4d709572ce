package auth

import "strings"

// KeyPrefix trims and lower-cases s.
func KeyPrefix(s string) string {
	return strings.ToLower(strings.TrimSpace(s))
}
