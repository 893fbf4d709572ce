package main

import (
	"fmt"
	"os"
	"strconv"
	"time"
)

// Config is read from the environment (the cron job on the batch host sets it).
type Config struct {
	BaseURL    string
	Token      string
	Timeout    time.Duration
	MaxRetries int
	OutDir     string
}

func getenv(key, def string) string {
	if v := os.Getenv(key); v != "" {
		return v
	}
	return def
}

func LoadConfig() (Config, error) {
	cfg := Config{
		BaseURL:    getenv("FEED_BASE_URL", "https://api.supplier.example/v2"),
		Token:      os.Getenv("FEED_TOKEN"),
		Timeout:    10 * time.Second,
		MaxRetries: 3,
		OutDir:     getenv("FEED_OUT_DIR", "./out"),
	}
	if cfg.Token == "" {
		return cfg, fmt.Errorf("FEED_TOKEN is not set")
	}
	if v := os.Getenv("FEED_MAX_RETRIES"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 0 {
			return cfg, fmt.Errorf("FEED_MAX_RETRIES: want a non-negative integer, got %q", v)
		}
		cfg.MaxRetries = n
	}
	if v := os.Getenv("FEED_TIMEOUT_SEC"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n <= 0 {
			return cfg, fmt.Errorf("FEED_TIMEOUT_SEC: want a positive number of seconds, got %q", v)
		}
		cfg.Timeout = time.Duration(n)
	}
	return cfg, nil
}
