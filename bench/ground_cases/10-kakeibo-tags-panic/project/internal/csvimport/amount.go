package csvimport

import (
	"fmt"
	"strconv"
	"strings"
)

// parseAmount turns "1,280", "-3,000", "¥12,000" or "（500）" into yen.
func parseAmount(s string) (int64, error) {
	s = strings.TrimSpace(s)
	neg := false
	if strings.HasPrefix(s, "（") && strings.HasSuffix(s, "）") {
		neg = true
		s = strings.TrimSuffix(strings.TrimPrefix(s, "（"), "）")
	}
	s = strings.TrimPrefix(s, "¥")
	s = strings.ReplaceAll(s, ",", "")
	n, err := strconv.ParseInt(s, 10, 64)
	if err != nil {
		return 0, fmt.Errorf("amount %q: %w", s, err)
	}
	if neg {
		n = -n
	}
	return n, nil
}
