package config

import (
	"fmt"
	"os"
	"strconv"
	"time"
)

type Config struct {
	ListenAddr      string
	SigningSecret   string
	MaxRetries      int
	Backoff         time.Duration
	ReceiverTimeout time.Duration
}

func Load() (*Config, error) {
	cfg := &Config{
		ListenAddr:      getenv("RELAY_LISTEN", ":8080"),
		SigningSecret:   os.Getenv("RELAY_SIGNING_SECRET"),
		MaxRetries:      3,
		Backoff:         2 * time.Second,
		ReceiverTimeout: 15 * time.Second,
	}
	if v := os.Getenv("RELAY_MAX_RETRIES"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 0 {
			return nil, fmt.Errorf("RELAY_MAX_RETRIES: want a non-negative integer, got %q", v)
		}
		cfg.MaxRetries = n
	}
	if cfg.SigningSecret == "" {
		return nil, fmt.Errorf("RELAY_SIGNING_SECRET is required")
	}
	return cfg, nil
}

func getenv(key, fallback string) string {
	if v := os.Getenv(key); v != "" {
		return v
	}
	return fallback
}
