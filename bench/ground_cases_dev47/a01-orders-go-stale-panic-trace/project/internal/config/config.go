// Package config loads the service configuration from the environment.
package config

import (
	"fmt"
	"os"
	"strconv"
	"strings"
	"time"
)

// Config is everything the service reads at startup.
type Config struct {
	Port         int
	DatabaseURL  string
	KafkaBrokers []string
	LogLevel     string
	DrainTimeout time.Duration
	ReadTimeout  time.Duration
	WriteTimeout time.Duration
	// Limits maps a route group to its requests-per-second limit.
	Limits map[string]int
}

// Load reads the configuration from the process environment.
func Load() (*Config, error) {
	cfg := &Config{
		Port:         envInt("PORT", 8080),
		DatabaseURL:  os.Getenv("DATABASE_URL"),
		LogLevel:     envStr("LOG_LEVEL", "info"),
		DrainTimeout: 15 * time.Second,
		ReadTimeout:  envDuration("HTTP_READ_TIMEOUT", 5*time.Second),
		WriteTimeout: envDuration("HTTP_WRITE_TIMEOUT", 10*time.Second),
	}
	if cfg.DatabaseURL == "" {
		return nil, fmt.Errorf("config: DATABASE_URL is required")
	}
	if brokers := os.Getenv("KAFKA_BROKERS"); brokers != "" {
		cfg.KafkaBrokers = strings.Split(brokers, ",")
	}
	if raw := os.Getenv("RATE_LIMITS"); raw != "" {
		if err := parseLimits(cfg, raw); err != nil {
			return nil, err
		}
	}
	return cfg, nil
}

// parseLimits reads "group=rps,group=rps" into cfg.Limits.
func parseLimits(cfg *Config, raw string) error {
	for _, pair := range strings.Split(raw, ",") {
		pair = strings.TrimSpace(pair)
		if pair == "" {
			continue
		}
		name, value, ok := strings.Cut(pair, "=")
		if !ok {
			return fmt.Errorf("config: RATE_LIMITS: %q is not group=rps", pair)
		}
		rps, err := strconv.Atoi(strings.TrimSpace(value))
		if err != nil || rps <= 0 {
			return fmt.Errorf("config: RATE_LIMITS: bad rate for %s: %q", name, value)
		}
		cfg.Limits[strings.TrimSpace(name)] = rps
	}
	return nil
}

func envStr(key, fallback string) string {
	if v := os.Getenv(key); v != "" {
		return v
	}
	return fallback
}

func envInt(key string, fallback int) int {
	v := os.Getenv(key)
	if v == "" {
		return fallback
	}
	n, err := strconv.Atoi(v)
	if err != nil {
		return fallback
	}
	return n
}

func envDuration(key string, fallback time.Duration) time.Duration {
	v := os.Getenv(key)
	if v == "" {
		return fallback
	}
	d, err := time.ParseDuration(v)
	if err != nil || d <= 0 {
		return fallback
	}
	return d
}
