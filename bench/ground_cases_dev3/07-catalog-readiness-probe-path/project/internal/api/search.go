package api

import "strings"

// SearchTerms trims and lower-cases s.
func SearchTerms(s string) string {
	return strings.ToLower(strings.TrimSpace(s))
}
