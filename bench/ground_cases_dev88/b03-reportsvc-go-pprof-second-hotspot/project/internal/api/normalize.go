package api

import (
	"regexp"
	"strings"
)

var filterSep = regexp.MustCompile(`\s*,\s*`)

// normalizeKey turns a user filter like "  Status:Open ,  owner:KEN " into
// "owner:ken,status:open" so equal filters share a cache entry.
func normalizeKey(filter string) string {
	if filter == "" {
		return ""
	}
	parts := filterSep.Split(strings.TrimSpace(filter), -1)
	out := make([]string, 0, len(parts))
	for _, p := range parts {
		p = strings.ToLower(strings.TrimSpace(p))
		if p != "" {
			out = append(out, p)
		}
	}
	sortStrings(out)
	return strings.Join(out, ",")
}

func sortStrings(s []string) {
	for i := 1; i < len(s); i++ {
		for j := i; j > 0 && s[j] < s[j-1]; j-- {
			s[j], s[j-1] = s[j-1], s[j]
		}
	}
}
