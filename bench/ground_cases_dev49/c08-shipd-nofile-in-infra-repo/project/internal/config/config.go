package config

import (
	"fmt"
	"os"
	"strconv"
	"time"
)

type Config struct {
	Addr        string
	DataDir     string
	MaxUpload   int64 // bytes
	IdleTimeout time.Duration
	MaxConns    int // accepted connections at once; keep below the fd limit
}

func env(key, def string) string {
	if v, ok := os.LookupEnv(key); ok && v != "" {
		return v
	}
	return def
}

// FromEnv reads the SHIPD_* variables; systemd passes them through the unit's Environment=.
func FromEnv() (*Config, error) {
	c := &Config{
		Addr:    env("SHIPD_ADDR", ":8080"),
		DataDir: env("SHIPD_DATA", "/var/lib/shipd"),
	}
	mb, err := strconv.ParseInt(env("SHIPD_MAX_UPLOAD_MB", "2048"), 10, 64)
	if err != nil || mb <= 0 {
		return nil, fmt.Errorf("SHIPD_MAX_UPLOAD_MB: want a positive number, got %q", os.Getenv("SHIPD_MAX_UPLOAD_MB"))
	}
	c.MaxUpload = mb << 20
	c.MaxConns, err = strconv.Atoi(env("SHIPD_MAX_CONNS", "3500"))
	if err != nil || c.MaxConns < 1 {
		return nil, fmt.Errorf("SHIPD_MAX_CONNS: want a positive number, got %q", os.Getenv("SHIPD_MAX_CONNS"))
	}
	c.IdleTimeout, err = time.ParseDuration(env("SHIPD_IDLE_TIMEOUT", "90s"))
	if err != nil {
		return nil, fmt.Errorf("SHIPD_IDLE_TIMEOUT: %w", err)
	}
	return c, nil
}
