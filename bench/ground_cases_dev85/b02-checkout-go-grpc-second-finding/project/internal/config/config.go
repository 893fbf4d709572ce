package config

import (
	"os"
	"time"
)

type Config struct {
	HTTPAddr         string
	InventoryAddr    string
	InventoryTimeout time.Duration
	PaymentsURL      string
}

func Load() Config {
	return Config{
		HTTPAddr:         env("HTTP_ADDR", ":8080"),
		InventoryAddr:    env("INVENTORY_ADDR", "inventory:9090"),
		InventoryTimeout: duration("INVENTORY_TIMEOUT", 800*time.Millisecond),
		PaymentsURL:      env("PAYMENTS_URL", "http://payments:8080"),
	}
}

func env(key, def string) string {
	if v := os.Getenv(key); v != "" {
		return v
	}
	return def
}

func duration(key string, def time.Duration) time.Duration {
	if d, err := time.ParseDuration(os.Getenv(key)); err == nil {
		return d
	}
	return def
}
