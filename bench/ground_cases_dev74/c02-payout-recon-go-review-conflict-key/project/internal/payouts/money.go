package payouts

import (
	"fmt"
	"math"
	"strconv"
	"strings"
)

// zeroDecimal lists the currencies without a minor unit (the provider's own list).
var zeroDecimal = map[string]bool{
	"bif": true, "clp": true, "djf": true, "gnf": true, "jpy": true, "kmf": true, "krw": true,
	"mga": true, "pyg": true, "rwf": true, "ugx": true, "vnd": true, "vuv": true, "xaf": true,
	"xof": true, "xpf": true,
}

func factor(currency string) float64 {
	if zeroDecimal[strings.ToLower(currency)] {
		return 1
	}
	return 100
}

// ToMinorUnits turns a decimal amount as written on a bank statement
// ("128,400.00", "56.10") into the currency's minor unit.
func ToMinorUnits(amount string, currency string) (int64, error) {
	clean := strings.ReplaceAll(strings.TrimSpace(amount), ",", "")
	f, err := strconv.ParseFloat(clean, 64)
	if err != nil {
		return 0, fmt.Errorf("amount %q: %w", amount, err)
	}
	return int64(math.Round(f * factor(currency))), nil
}

// FormatMinor renders a minor-unit amount for the report.
func FormatMinor(v int64, currency string) string {
	if factor(currency) == 1 {
		return fmt.Sprintf("%s %d", strings.ToUpper(currency), v)
	}
	return fmt.Sprintf("%s %.2f", strings.ToUpper(currency), float64(v)/100)
}
