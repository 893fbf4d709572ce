package money

import (
	"fmt"
	"strings"
)

// zeroDecimal lists currencies whose amounts are already in the smallest unit.
var zeroDecimal = map[string]bool{"jpy": true, "krw": true}

// Format renders an amount in minor units for the admin screens.
func Format(amount int64, currency string) string {
	cur := strings.ToLower(currency)
	if zeroDecimal[cur] {
		return fmt.Sprintf("%s %s", strings.ToUpper(cur), group(amount))
	}
	return fmt.Sprintf("%s %s.%02d", strings.ToUpper(cur), group(amount/100), abs(amount%100))
}

func group(n int64) string {
	sign := ""
	if n < 0 {
		sign, n = "-", -n
	}
	s := fmt.Sprintf("%d", n)
	var b strings.Builder
	for i, c := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(c)
	}
	return sign + b.String()
}

func abs(n int64) int64 {
	if n < 0 {
		return -n
	}
	return n
}
