package config

import (
	"fmt"
	"os"
	"strconv"
	"time"
)

// Config is read once at startup from the environment.
type Config struct {
	ListenAddr     string
	TargetURL      string
	MaxAttempts    int
	RetryBase      time.Duration
	RetryMax       time.Duration
	RequestTimeout time.Duration
	Version        string
}

func getenv(key, fallback string) string {
	if v, ok := os.LookupEnv(key); ok && v != "" {
		return v
	}
	return fallback
}

func millis(key string, fallback time.Duration) (time.Duration, error) {
	raw, ok := os.LookupEnv(key)
	if !ok || raw == "" {
		return fallback, nil
	}
	ms, err := strconv.Atoi(raw)
	if err != nil {
		return 0, fmt.Errorf("%s: %w", key, err)
	}
	return time.Duration(ms) * time.Millisecond, nil
}

// Load reads the configuration; every setting has a default except TARGET_URL.
func Load() (Config, error) {
	cfg := Config{
		ListenAddr: getenv("LISTEN_ADDR", ":8080"),
		Version:    getenv("RELEASE_VERSION", "dev"),
	}
	cfg.TargetURL = os.Getenv("TARGET_URL")
	if cfg.TargetURL == "" {
		return cfg, fmt.Errorf("TARGET_URL is required")
	}
	attempts, err := strconv.Atoi(getenv("MAX_ATTEMPTS", "5"))
	if err != nil || attempts < 1 {
		return cfg, fmt.Errorf("MAX_ATTEMPTS must be a positive integer")
	}
	cfg.MaxAttempts = attempts

	cfg.RetryBase = 500 * time.Millisecond
	if raw := os.Getenv("RETRY_BASE_MS"); raw != "" {
		ms, err := strconv.Atoi(raw)
		if err != nil {
			return cfg, fmt.Errorf("RETRY_BASE_MS: %w", err)
		}
		cfg.RetryBase = time.Duration(ms)
	}
	if cfg.RetryMax, err = millis("RETRY_MAX_MS", time.Minute); err != nil {
		return cfg, err
	}
	if cfg.RequestTimeout, err = millis("REQUEST_TIMEOUT_MS", 10*time.Second); err != nil {
		return cfg, err
	}
	return cfg, nil
}
