package payments

import "strings"

// ProviderName trims and lower-cases s.
func ProviderName(s string) string {
	return strings.ToLower(strings.TrimSpace(s))
}

// ProviderRef trims and lower-cases s.
func ProviderRef(s string) string {
	return strings.ToLower(strings.TrimSpace(s))
}
