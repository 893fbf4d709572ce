package config

import (
	"fmt"
	"os"
	"strconv"
)

type Config struct {
	Addr            string
	RateLimitPerMin int
	IndexURL        string
}

func Load() (Config, error) {
	cfg := Config{
		Addr:            env("ADDR", ":8080"),
		RateLimitPerMin: 100,
		IndexURL:        env("INDEX_URL", "http://localhost:9200"),
	}
	if v := os.Getenv("RATE_LIMIT_PER_MIN"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n <= 0 {
			return cfg, fmt.Errorf("RATE_LIMIT_PER_MIN must be a positive integer, got %q", v)
		}
		cfg.RateLimitPerMin = n
	}
	return cfg, nil
}

func env(key, def string) string {
	if v := os.Getenv(key); v != "" {
		return v
	}
	return def
}
