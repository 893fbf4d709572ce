// Package config reads the service settings from the environment.
package config

import (
	"fmt"
	"os"
	"time"
)

type Config struct {
	Addr        string
	UpstreamURL string
	CacheTTL    time.Duration
	Timeout     time.Duration
}

func Load() (Config, error) {
	cfg := Config{
		Addr:        getenv("ADDR", ":8080"),
		UpstreamURL: os.Getenv("UPSTREAM_URL"),
		Timeout:     3 * time.Second,
	}
	if cfg.UpstreamURL == "" {
		return cfg, fmt.Errorf("UPSTREAM_URL is required")
	}
	if v := os.Getenv("CACHE_TTL"); v != "" {
		ttl, err := time.ParseDuration(v)
		if err != nil {
			return cfg, fmt.Errorf("CACHE_TTL: %w", err)
		}
		cfg.CacheTTL = ttl
	}
	return cfg, nil
}

func getenv(key, def string) string {
	if v := os.Getenv(key); v != "" {
		return v
	}
	return def
}
