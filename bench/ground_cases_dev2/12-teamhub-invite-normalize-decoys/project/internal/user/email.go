package user

import "strings"

// normalizeEmail lower-cases the whole address; accounts are unique by it.
func normalizeEmail(addr string) string {
	return strings.ToLower(strings.TrimSpace(addr))
}
