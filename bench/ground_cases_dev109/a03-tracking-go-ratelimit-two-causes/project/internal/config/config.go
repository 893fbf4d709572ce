package config

import (
	"os"
	"strconv"
)

// Config is read once from the environment at start-up.
type Config struct {
	Addr          string
	RatePerMinute int
	Burst         int
}

func intEnv(name string, def int) int {
	raw := os.Getenv(name)
	if raw == "" {
		return def
	}
	n, err := strconv.Atoi(raw)
	if err != nil || n <= 0 {
		return def
	}
	return n
}

// Load reads PORT, RATE_PER_MINUTE and RATE_BURST.
func Load() Config {
	addr := ":" + os.Getenv("PORT")
	if addr == ":" {
		addr = ":8080"
	}
	return Config{
		Addr:          addr,
		RatePerMinute: intEnv("RATE_PER_MINUTE", 120),
		Burst:         intEnv("RATE_BURST", 5),
	}
}
