package config

import (
	"fmt"
	"os"
	"strconv"
	"time"
)

// Config holds runtime settings read from the environment.
type Config struct {
	FeedURL     string
	Interval    time.Duration
	Timeout     time.Duration
	MaxItems    int
	UserAgent   string
}

const (
	defaultInterval = 15 * time.Minute
	defaultTimeout  = 10 * time.Second
	defaultMaxItems = 200
	defaultAgent    = "feedsync/1.4"
)

// Load reads the configuration from environment variables.
func Load() (Config, error) {
	cfg := Config{
		FeedURL:   os.Getenv("FEED_URL"),
		Interval:  defaultInterval,
		MaxItems:  defaultMaxItems,
		UserAgent: defaultAgent,
	}
	if cfg.FeedURL == "" {
		return Config{}, fmt.Errorf("FEED_URL is required")
	}
	if v := os.Getenv("SYNC_INTERVAL"); v != "" {
		d, err := time.ParseDuration(v)
		if err != nil {
			return Config{}, fmt.Errorf("SYNC_INTERVAL: %w", err)
		}
		cfg.Interval = d
	}
	timeout, err := parseTimeout(os.Getenv("FETCH_TIMEOUT"))
	if err != nil {
		return Config{}, err
	}
	cfg.Timeout = timeout
	if v := os.Getenv("MAX_ITEMS"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n <= 0 {
			return Config{}, fmt.Errorf("MAX_ITEMS must be a positive integer, got %q", v)
		}
		cfg.MaxItems = n
	}
	return cfg, nil
}

// parseTimeout parses FETCH_TIMEOUT ("30s", "1m"). Empty means the default.
func parseTimeout(v string) (time.Duration, error) {
	var d time.Duration
	if v != "" {
		parsed, err := time.ParseDuration(v)
		if err != nil {
			return 0, fmt.Errorf("FETCH_TIMEOUT: %w", err)
		}
		if parsed <= 0 {
			return 0, fmt.Errorf("FETCH_TIMEOUT must be positive, got %s", v)
		}
		d = parsed
	}
	return d, nil
}
