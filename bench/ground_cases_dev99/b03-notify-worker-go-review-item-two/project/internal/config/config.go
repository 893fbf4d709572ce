package config

import (
	"fmt"
	"os"
	"strconv"
	"time"
)

// Config is read from the environment once at start-up.
type Config struct {
	QueueURL      string
	PollInterval  time.Duration
	BatchSize     int
	MaxAttempts    int
	SigningSecret  string
	WebhookTimeout time.Duration
}

func Load() (Config, error) {
	cfg := Config{
		QueueURL:      os.Getenv("QUEUE_URL"),
		PollInterval:  2 * time.Second,
		BatchSize:     20,
		MaxAttempts:    5,
		SigningSecret:  os.Getenv("WEBHOOK_SIGNING_SECRET"),
		WebhookTimeout: 10 * time.Second,
	}
	if cfg.QueueURL == "" {
		return Config{}, fmt.Errorf("QUEUE_URL is required")
	}
	if v := os.Getenv("POLL_INTERVAL"); v != "" {
		d, err := time.ParseDuration(v)
		if err != nil {
			return Config{}, fmt.Errorf("POLL_INTERVAL: %w", err)
		}
		cfg.PollInterval = d
	}
	if v := os.Getenv("BATCH_SIZE"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n <= 0 {
			return Config{}, fmt.Errorf("BATCH_SIZE: invalid value %q", v)
		}
		cfg.BatchSize = n
	}
	if v := os.Getenv("WEBHOOK_MAX_ATTEMPTS"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n <= 0 {
			return Config{}, fmt.Errorf("WEBHOOK_MAX_ATTEMPTS: invalid value %q", v)
		}
		cfg.MaxAttempts = n
	}
	if v := os.Getenv("WEBHOOK_TIMEOUT"); v != "" {
		d, err := time.ParseDuration(v)
		if err != nil || d <= 0 {
			return Config{}, fmt.Errorf("WEBHOOK_TIMEOUT: invalid value %q", v)
		}
		cfg.WebhookTimeout = d
	}
	return cfg, nil
}
