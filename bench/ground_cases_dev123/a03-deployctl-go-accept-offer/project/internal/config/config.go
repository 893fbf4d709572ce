package config

import (
	"fmt"
	"os"
	"strconv"
	"time"
)

// Config is read from the environment; flags override it in main.
type Config struct {
	APIURL      string
	Token       string
	Timeout     time.Duration
	MaxAttempts int
}

func getenv(key, fallback string) string {
	if v := os.Getenv(key); v != "" {
		return v
	}
	return fallback
}

// Load reads DEPLOYCTL_* variables.
func Load() (Config, error) {
	cfg := Config{
		APIURL:      getenv("DEPLOYCTL_API_URL", "https://deploy.internal.northwind.io"),
		Token:       os.Getenv("DEPLOYCTL_TOKEN"),
		Timeout:     20 * time.Second,
		MaxAttempts: 3,
	}
	if raw := os.Getenv("DEPLOYCTL_TIMEOUT"); raw != "" {
		d, err := time.ParseDuration(raw)
		if err != nil {
			return cfg, fmt.Errorf("DEPLOYCTL_TIMEOUT: %w", err)
		}
		cfg.Timeout = d
	}
	if raw := os.Getenv("DEPLOYCTL_MAX_ATTEMPTS"); raw != "" {
		n, err := strconv.Atoi(raw)
		if err != nil || n < 1 {
			return cfg, fmt.Errorf("DEPLOYCTL_MAX_ATTEMPTS: want a positive integer, got %q", raw)
		}
		cfg.MaxAttempts = n
	}
	if cfg.Token == "" {
		return cfg, fmt.Errorf("DEPLOYCTL_TOKEN is not set")
	}
	return cfg, nil
}
