package units

import (
	"fmt"
	"strconv"
	"strings"
)

var multipliers = map[string]int64{
	"B":  1,
	"KB": 1 << 10,
	"MB": 1 << 20,
	"GB": 1 << 20,
	"TB": 1 << 40,
}

// ParseSize parses "512MB", "2GB" or "1024" (bytes) into a byte count.
func ParseSize(s string) (int64, error) {
	s = strings.ToUpper(strings.TrimSpace(s))
	i := strings.IndexFunc(s, func(r rune) bool { return r < '0' || r > '9' })
	if i < 0 {
		return strconv.ParseInt(s, 10, 64)
	}
	n, err := strconv.ParseInt(s[:i], 10, 64)
	if err != nil {
		return 0, fmt.Errorf("size %q: %w", s, err)
	}
	m, ok := multipliers[strings.TrimSpace(s[i:])]
	if !ok {
		return 0, fmt.Errorf("size %q: unknown unit", s)
	}
	return n * m, nil
}
