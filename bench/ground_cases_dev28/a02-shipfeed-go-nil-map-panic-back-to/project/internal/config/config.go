package config

import (
	"fmt"
	"os"
	"time"
)

type Config struct {
	Addr       string
	CarrierURL string
	CarrierKey string
	RateTTL    time.Duration
}

func Load() (Config, error) {
	c := Config{
		Addr:       getenv("ADDR", ":8080"),
		CarrierURL: os.Getenv("CARRIER_URL"),
		CarrierKey: os.Getenv("CARRIER_KEY"),
	}
	if c.CarrierURL == "" || c.CarrierKey == "" {
		return c, fmt.Errorf("CARRIER_URL and CARRIER_KEY must be set")
	}
	ttl, err := time.ParseDuration(getenv("RATE_TTL", "10m"))
	if err != nil {
		return c, fmt.Errorf("RATE_TTL: %w", err)
	}
	c.RateTTL = ttl
	return c, nil
}

func getenv(key, fallback string) string {
	if v := os.Getenv(key); v != "" {
		return v
	}
	return fallback
}
