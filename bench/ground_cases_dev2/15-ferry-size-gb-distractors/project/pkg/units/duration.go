package units

import "time"

// ParseTimeout accepts Go durations ("90s") and bare seconds ("90").
func ParseTimeout(s string) (time.Duration, error) {
	if d, err := time.ParseDuration(s); err == nil {
		return d, nil
	}
	d, err := time.ParseDuration(s + "s")
	return d, err
}
