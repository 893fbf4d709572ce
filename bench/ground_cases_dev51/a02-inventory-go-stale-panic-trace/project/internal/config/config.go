package config

import (
	"errors"
	"fmt"
	"os"
	"strconv"
	"strings"
	"time"
)

type Config struct {
	Addr        string
	DatabaseURL string
	CacheTTL    time.Duration
	CacheSize   int
	Tenants     []string
}

func Load() (Config, error) {
	cfg := Config{
		Addr:        env("INVENTORY_ADDR", ":8080"),
		DatabaseURL: os.Getenv("DATABASE_URL"),
		CacheTTL:    5 * time.Minute,
		CacheSize:   10000,
	}
	if cfg.DatabaseURL == "" {
		return cfg, errors.New("DATABASE_URL is not set")
	}
	if raw := os.Getenv("INVENTORY_CACHE_TTL"); raw != "" {
		d, err := time.ParseDuration(raw)
		if err != nil {
			return cfg, err
		}
		cfg.CacheTTL = d
	}
	if raw := os.Getenv("INVENTORY_CACHE_SIZE"); raw != "" {
		n, err := strconv.Atoi(raw)
		if err != nil || n <= 0 {
			return cfg, fmt.Errorf("INVENTORY_CACHE_SIZE: want a positive integer, got %q", raw)
		}
		cfg.CacheSize = n
	}
	if raw := os.Getenv("INVENTORY_TENANTS"); raw != "" {
		cfg.Tenants = strings.Split(raw, ",")
	}
	return cfg, nil
}

func env(key, fallback string) string {
	if v := os.Getenv(key); v != "" {
		return v
	}
	return fallback
}
