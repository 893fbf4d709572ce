package config

import (
	"os"
	"strconv"
)

type Config struct {
	Addr       string
	Workers    int
	MaxRetries int
}

func Load() Config {
	return Config{
		Addr:       env("RELAYQ_ADDR", ":8080"),
		Workers:    envInt("RELAYQ_WORKERS", 8),
		MaxRetries: envInt("RELAYQ_MAX_RETRIES", 8),
	}
}

func env(key, def string) string {
	if v := os.Getenv(key); v != "" {
		return v
	}
	return def
}

func envInt(key string, def int) int {
	v, err := strconv.Atoi(os.Getenv(key))
	if err != nil || v <= 0 {
		return def
	}
	return v
}
