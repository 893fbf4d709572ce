package config

import (
	"fmt"
	"os"
	"strconv"
	"time"
)

type Config struct {
	Addr         string
	UpstreamURL  string
	ReadTimeout  time.Duration
	WriteTimeout time.Duration

	RateLimitRPS   float64
	RateLimitBurst int
}

func getenv(key, def string) string {
	if v := os.Getenv(key); v != "" {
		return v
	}
	return def
}

// Load reads the gateway configuration from the environment.
func Load() (Config, error) {
	cfg := Config{
		Addr:        getenv("GATEWAY_ADDR", ":8080"),
		UpstreamURL: os.Getenv("UPSTREAM_URL"),
	}
	if cfg.UpstreamURL == "" {
		return cfg, fmt.Errorf("UPSTREAM_URL is required")
	}
	rt, err := strconv.Atoi(getenv("READ_TIMEOUT_SEC", "10"))
	if err != nil {
		return cfg, fmt.Errorf("READ_TIMEOUT_SEC: %w", err)
	}
	wt, err := strconv.Atoi(getenv("WRITE_TIMEOUT_SEC", "30"))
	if err != nil {
		return cfg, fmt.Errorf("WRITE_TIMEOUT_SEC: %w", err)
	}
	cfg.ReadTimeout = time.Duration(rt) * time.Second
	cfg.WriteTimeout = time.Duration(wt) * time.Second

	if cfg.RateLimitRPS, err = strconv.ParseFloat(getenv("RATE_LIMIT_RPS", "20"), 64); err != nil || cfg.RateLimitRPS <= 0 {
		return cfg, fmt.Errorf("RATE_LIMIT_RPS must be a positive number, got %q", os.Getenv("RATE_LIMIT_RPS"))
	}
	if cfg.RateLimitBurst, err = strconv.Atoi(getenv("RATE_LIMIT_BURST", "40")); err != nil || cfg.RateLimitBurst < 1 {
		return cfg, fmt.Errorf("RATE_LIMIT_BURST must be a positive integer, got %q", os.Getenv("RATE_LIMIT_BURST"))
	}
	return cfg, nil
}
