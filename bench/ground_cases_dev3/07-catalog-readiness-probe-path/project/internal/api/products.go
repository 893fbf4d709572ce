package api

import "strings"

// ListProducts trims and lower-cases s.
func ListProducts(s string) string {
	return strings.ToLower(strings.TrimSpace(s))
}

// GetProduct trims and lower-cases s.
func GetProduct(s string) string {
	return strings.ToLower(strings.TrimSpace(s))
}
