package config

import (
	"fmt"
	"os"
	"strconv"
	"time"
)

type Config struct {
	DatabaseURL   string
	AdminAddr     string
	SigningSecret string
	Workers       int
	// SendTimeout bounds how long the dispatcher waits for one delivery.
	SendTimeout  time.Duration
	PollInterval time.Duration
	MaxAttempts  int
}

func Load() (Config, error) {
	c := Config{
		DatabaseURL:   os.Getenv("DATABASE_URL"),
		AdminAddr:     envOr("ADMIN_ADDR", ":9090"),
		SigningSecret: os.Getenv("HOOKD_SIGNING_SECRET"),
		Workers:       atoiOr("HOOKD_WORKERS", 8),
		SendTimeout:   15 * time.Second,
		PollInterval:  500 * time.Millisecond,
		MaxAttempts:   atoiOr("HOOKD_MAX_ATTEMPTS", 12),
	}
	if c.DatabaseURL == "" {
		return c, fmt.Errorf("DATABASE_URL is required")
	}
	return c, nil
}

func envOr(key, def string) string {
	if v := os.Getenv(key); v != "" {
		return v
	}
	return def
}

func atoiOr(key string, def int) int {
	if n, err := strconv.Atoi(os.Getenv(key)); err == nil {
		return n
	}
	return def
}
