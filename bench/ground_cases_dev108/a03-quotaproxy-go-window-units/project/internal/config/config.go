package config

import (
	"fmt"
	"os"
	"strconv"
)

// Limits controls the per-client rate limiter.
type Limits struct {
	Burst         int // requests allowed per window
	WindowSeconds int // length of one window
}

// Config is everything the proxy reads from its environment.
type Config struct {
	ListenAddr string
	Upstream   string
	Limits     Limits
}

func intEnv(name string, def int) (int, error) {
	raw, ok := os.LookupEnv(name)
	if !ok || raw == "" {
		return def, nil
	}
	v, err := strconv.Atoi(raw)
	if err != nil {
		return 0, fmt.Errorf("%s: %w", name, err)
	}
	return v, nil
}

// Load reads the configuration, falling back to defaults.
func Load() (Config, error) {
	burst, err := intEnv("RATE_BURST", 100)
	if err != nil {
		return Config{}, err
	}
	window, err := intEnv("RATE_WINDOW_SECONDS", 60)
	if err != nil {
		return Config{}, err
	}
	addr := os.Getenv("LISTEN_ADDR")
	if addr == "" {
		addr = ":8080"
	}
	return Config{ListenAddr: addr, Upstream: os.Getenv("UPSTREAM_URL"),
		Limits: Limits{Burst: burst, WindowSeconds: window}}, nil
}
