package config

import (
	"fmt"
	"os"
	"strconv"
	"time"
)

// Config is read once at startup from the environment (see .env.example and the
// ConfigMaps under deploy/k8s/overlays).
type Config struct {
	ListenAddr  string
	MetricsAddr string
	DatabaseURL string
	HoldTTL     time.Duration
	SweepEvery  time.Duration
	MaxHoldQty  int
}

func getenv(key, fallback string) string {
	if v, ok := os.LookupEnv(key); ok && v != "" {
		return v
	}
	return fallback
}

// Load reads the configuration and fails on the first invalid value.
func Load() (Config, error) {
	var c Config
	c.ListenAddr = getenv("LISTEN_ADDR", ":8080")
	c.MetricsAddr = getenv("METRICS_ADDR", ":9090")
	c.DatabaseURL = os.Getenv("DATABASE_URL")
	if c.DatabaseURL == "" {
		return c, fmt.Errorf("DATABASE_URL: required")
	}
	ttl, err := time.ParseDuration(getenv("HOLD_TTL", "15m"))
	if err != nil {
		return c, fmt.Errorf("HOLD_TTL: %w", err)
	}
	c.HoldTTL = ttl
	sweep, err := time.ParseDuration(getenv("SWEEP_EVERY", "30s"))
	if err != nil {
		return c, fmt.Errorf("SWEEP_EVERY: %w", err)
	}
	c.SweepEvery = sweep
	maxQty, err := strconv.Atoi(getenv("MAX_HOLD_QTY", "10"))
	if err != nil {
		return c, fmt.Errorf("MAX_HOLD_QTY: %w", err)
	}
	c.MaxHoldQty = maxQty
	return c, nil
}
