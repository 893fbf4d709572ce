package config

import (
	"fmt"
	"log/slog"
	"os"
	"time"
)

type Config struct {
	Addr          string
	UpstreamURL   string
	ReadTimeout   time.Duration
	WriteTimeout  time.Duration
	UpstreamLimit time.Duration
	ShutdownGrace time.Duration
	LogLevel      slog.Level
}

func Load() (Config, error) {
	c := Config{
		Addr:          env("ADDR", ":8080"),
		UpstreamURL:   os.Getenv("UPSTREAM_URL"),
		ReadTimeout:   dur("READ_TIMEOUT", 15*time.Second),
		WriteTimeout:  dur("WRITE_TIMEOUT", 45*time.Second),
		UpstreamLimit: dur("UPSTREAM_TIMEOUT", 30*time.Second),
		ShutdownGrace: dur("SHUTDOWN_GRACE", 20*time.Second),
	}
	if err := c.LogLevel.UnmarshalText([]byte(env("LOG_LEVEL", "info"))); err != nil {
		return c, fmt.Errorf("LOG_LEVEL: %w", err)
	}
	if c.UpstreamURL == "" {
		return c, fmt.Errorf("UPSTREAM_URL is required")
	}
	return c, nil
}

func env(key, def string) string {
	if v := os.Getenv(key); v != "" {
		return v
	}
	return def
}

func dur(key string, def time.Duration) time.Duration {
	v := os.Getenv(key)
	if v == "" {
		return def
	}
	d, err := time.ParseDuration(v)
	if err != nil {
		slog.Warn("bad duration, using default", "key", key, "value", v)
		return def
	}
	return d
}
