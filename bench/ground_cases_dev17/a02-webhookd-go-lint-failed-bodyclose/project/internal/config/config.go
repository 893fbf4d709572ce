package config

import (
	"fmt"
	"os"
	"strconv"
	"time"
)

// Webhooks configures outgoing deliveries.
type Webhooks struct {
	Timeout        time.Duration
	Workers        int
	PollEvery      time.Duration
	MaxAttempts    int
	RetryBaseDelay time.Duration
}

type Config struct {
	DatabaseURL string
	ListenAddr  string
	Webhooks    Webhooks
}

func Load() (Config, error) {
	c := Config{
		DatabaseURL: os.Getenv("DATABASE_URL"),
		ListenAddr:  envOr("LISTEN_ADDR", ":8080"),
	}
	if c.DatabaseURL == "" {
		return c, fmt.Errorf("DATABASE_URL is required")
	}
	var err error
	if c.Webhooks.Timeout, err = durationEnv("WEBHOOK_TIMEOUT", 10*time.Second); err != nil {
		return c, err
	}
	if c.Webhooks.PollEvery, err = durationEnv("WEBHOOK_POLL_EVERY", time.Second); err != nil {
		return c, err
	}
	if c.Webhooks.Workers, err = intEnv("WEBHOOK_WORKERS", 4); err != nil {
		return c, err
	}
	if c.Webhooks.MaxAttempts, err = intEnv("WEBHOOK_MAX_ATTEMPTS", 3); err != nil {
		return c, err
	}
	if c.Webhooks.MaxAttempts < 1 {
		return c, fmt.Errorf("WEBHOOK_MAX_ATTEMPTS must be at least 1")
	}
	if c.Webhooks.RetryBaseDelay, err = durationEnv("WEBHOOK_RETRY_BASE_DELAY", 2*time.Second); err != nil {
		return c, err
	}
	return c, nil
}

func envOr(key, def string) string {
	if v := os.Getenv(key); v != "" {
		return v
	}
	return def
}

func durationEnv(key string, def time.Duration) (time.Duration, error) {
	v := os.Getenv(key)
	if v == "" {
		return def, nil
	}
	d, err := time.ParseDuration(v)
	if err != nil {
		return 0, fmt.Errorf("%s: %w", key, err)
	}
	return d, nil
}

func intEnv(key string, def int) (int, error) {
	v := os.Getenv(key)
	if v == "" {
		return def, nil
	}
	n, err := strconv.Atoi(v)
	if err != nil {
		return 0, fmt.Errorf("%s: %w", key, err)
	}
	return n, nil
}
