package config

import (
	"fmt"
	"os"
	"time"
)

type Config struct {
	Addr            string
	DeliveryTimeout time.Duration
	RetryBackoff    time.Duration
	MaxRetries      int
}

func Load() (Config, error) {
	cfg := Config{
		Addr:            ":8080",
		DeliveryTimeout: 5 * time.Second,
		RetryBackoff:    10 * time.Second,
		MaxRetries:      5,
	}
	if v := os.Getenv("NOTIFY_ADDR"); v != "" {
		cfg.Addr = v
	}
	if v := os.Getenv("NOTIFY_DELIVERY_TIMEOUT"); v != "" {
		d, err := time.ParseDuration(v)
		if err != nil {
			return cfg, fmt.Errorf("NOTIFY_DELIVERY_TIMEOUT: %w", err)
		}
		cfg.DeliveryTimeout = d
	}
	return cfg, nil
}
