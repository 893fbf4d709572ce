package config

import (
	"fmt"
	"os"
	"strconv"
	"time"
)

// Config is read once at startup from the environment.
type Config struct {
	DatabaseURL  string
	Workers      int
	PollInterval time.Duration
	LogLevel     string

	// WebhookTimeout bounds one delivery attempt (the whole request, body included).
	WebhookTimeout time.Duration
}

func Load() (Config, error) {
	cfg := Config{
		DatabaseURL:  os.Getenv("DATABASE_URL"),
		Workers:      4,
		PollInterval: 2 * time.Second,
		LogLevel:     envOr("LOG_LEVEL", "info"),

		WebhookTimeout: 10 * time.Second,
	}
	if cfg.DatabaseURL == "" {
		return cfg, fmt.Errorf("DATABASE_URL is required")
	}
	if v := os.Getenv("WORKERS"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 {
			return cfg, fmt.Errorf("WORKERS must be a positive integer, got %q", v)
		}
		cfg.Workers = n
	}
	if v := os.Getenv("POLL_INTERVAL"); v != "" {
		d, err := time.ParseDuration(v)
		if err != nil {
			return cfg, fmt.Errorf("POLL_INTERVAL: %w", err)
		}
		cfg.PollInterval = d
	}
	if v := os.Getenv("WEBHOOK_TIMEOUT"); v != "" {
		d, err := time.ParseDuration(v)
		if err != nil || d <= 0 {
			return cfg, fmt.Errorf("WEBHOOK_TIMEOUT must be a positive duration like 5s, got %q", v)
		}
		cfg.WebhookTimeout = d
	}
	return cfg, nil
}

func envOr(key, fallback string) string {
	if v := os.Getenv(key); v != "" {
		return v
	}
	return fallback
}
