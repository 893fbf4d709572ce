package main

import (
	"fmt"
	"os"
	"strconv"
	"time"
)

// Config is read from the environment once at start-up.
type Config struct {
	Addr         string
	Upstream     string
	RateRPS      float64
	Burst        int
	ReadTimeout  time.Duration
	WriteTimeout time.Duration
}

func envOr(key, fallback string) string {
	if v, ok := os.LookupEnv(key); ok && v != "" {
		return v
	}
	return fallback
}

func LoadConfig() (Config, error) {
	cfg := Config{
		Addr:         envOr("LISTEN_ADDR", ":8080"),
		Upstream:     envOr("UPSTREAM_URL", "http://127.0.0.1:9000"),
		ReadTimeout:  10 * time.Second,
		WriteTimeout: 30 * time.Second,
	}
	rps, err := strconv.ParseFloat(envOr("RATE_LIMIT_RPS", "20"), 64)
	if err != nil {
		return cfg, fmt.Errorf("RATE_LIMIT_RPS: %w", err)
	}
	burst, err := strconv.Atoi(envOr("RATE_LIMIT_BURST", "40"))
	if err != nil {
		return cfg, fmt.Errorf("RATE_LIMIT_BURST: %w", err)
	}
	if rps <= 0 || burst < 1 {
		return cfg, fmt.Errorf("rate limit must be positive (rps=%v burst=%d)", rps, burst)
	}
	cfg.RateRPS, cfg.Burst = rps, burst
	return cfg, nil
}
