package robots

import "strings"

// Disallowed reports whether path is blocked by any Disallow rule for "*".
func Disallowed(rules []string, path string) bool {
	for _, r := range rules {
		if r != "" && strings.HasPrefix(path, r) {
			return true
		}
	}
	return false
}
