package config

import (
	"fmt"
	"os"
	"strconv"
)

type Config struct {
	Addr        string
	DatabaseURL string
	MaxConns    int32
	Pprof       bool
}

func Load() (Config, error) {
	cfg := Config{
		Addr:        getenv("SHELFMARK_ADDR", ":8080"),
		DatabaseURL: os.Getenv("SHELFMARK_DATABASE_URL"),
		MaxConns:    4,
		Pprof:       os.Getenv("SHELFMARK_PPROF") == "1",
	}
	if cfg.DatabaseURL == "" {
		return cfg, fmt.Errorf("SHELFMARK_DATABASE_URL is not set")
	}
	if v := os.Getenv("SHELFMARK_DB_MAX_CONNS"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil {
			return cfg, fmt.Errorf("SHELFMARK_DB_MAX_CONNS: %w", err)
		}
		cfg.MaxConns = int32(n)
	}
	return cfg, nil
}

func getenv(key, def string) string {
	if v := os.Getenv(key); v != "" {
		return v
	}
	return def
}
