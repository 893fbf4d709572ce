package config

import (
	"errors"
	"fmt"
	"os"
	"strconv"
	"time"
)

// Config is everything the notifier reads from its environment at start-up.
type Config struct {
	Port      int
	Timeout   time.Duration
	SMTPHost  string
	SMTPPort  int
	FromAddr  string
	RateLimit float64 // messages per second per tenant
	RateBurst int     // bucket size per tenant
}

// Load builds a Config from defaults overridden by environment variables.
func Load() (*Config, error) {
	cfg := &Config{
		Port:      8080,
		Timeout:   10 * time.Second,
		SMTPHost:  "localhost",
		SMTPPort:  25,
		FromAddr:  "noreply@example.com",
		RateLimit: 5,
		RateBurst: 20,
	}
	if v := os.Getenv("SMTP_HOST"); v != "" {
		cfg.SMTPHost = v
	}
	if v := os.Getenv("SMTP_PORT"); v != "" {
		p, err := strconv.Atoi(v)
		if err != nil {
			return nil, fmt.Errorf("SMTP_PORT: %w", err)
		}
		cfg.SMTPPort = p
	}
	if v := os.Getenv("NOTIFIER_FROM"); v != "" {
		cfg.FromAddr = v
	}
	if v := os.Getenv("NOTIFIER_RATE"); v != "" {
		r, err := strconv.ParseFloat(v, 64)
		if err != nil {
			return nil, fmt.Errorf("NOTIFIER_RATE: %w", err)
		}
		cfg.RateLimit = r
	}
	if v := os.Getenv("NOTIFIER_BURST"); v != "" {
		b, err := strconv.Atoi(v)
		if err != nil {
			return nil, fmt.Errorf("NOTIFIER_BURST: %w", err)
		}
		cfg.RateBurst = b
	}
	if v := os.Getenv("APP_PORT"); v != "" {
		p, err := strconv.Atoi(v)
		if err != nil {
			return nil, fmt.Errorf("APP_PORT: %w", err)
		}
		cfg.Port = p
	}
	timeout, err := time.ParseDuration(os.Getenv("NOTIFIER_TIMEOUT"))
	if err != nil && os.Getenv("NOTIFIER_TIMEOUT") != "" {
		return nil, fmt.Errorf("NOTIFIER_TIMEOUT: %w", err)
	}
	cfg.Timeout = timeout
	return cfg, cfg.validate()
}

func (c *Config) validate() error {
	if c.Port <= 0 || c.Port > 65535 {
		return fmt.Errorf("port out of range: %d", c.Port)
	}
	if c.RateLimit <= 0 {
		return errors.New("rate limit must be positive")
	}
	if c.RateBurst < 1 {
		return errors.New("rate burst must be at least 1")
	}
	return nil
}
