package config

import (
	"fmt"
	"log/slog"
	"os"
	"strconv"
	"time"
)

type Config struct {
	Env            string
	Port           string
	DatabaseURL    string
	DBMaxConns     int
	LogLevel       slog.Level
	MetricsEnabled bool
	WriteTimeout   time.Duration
}

func Load() (Config, error) {
	cfg := Config{
		Env:            getenv("APP_ENV", "dev"),
		Port:           getenv("PORT", "8080"),
		DatabaseURL:    os.Getenv("DATABASE_URL"),
		MetricsEnabled: getenv("METRICS_ENABLED", "true") == "true",
	}
	if cfg.DatabaseURL == "" {
		return cfg, fmt.Errorf("DATABASE_URL is required")
	}
	n, err := strconv.Atoi(getenv("DB_MAX_CONNS", "10"))
	if err != nil {
		return cfg, fmt.Errorf("DB_MAX_CONNS: %w", err)
	}
	cfg.DBMaxConns = n
	wt, err := time.ParseDuration(getenv("HTTP_WRITE_TIMEOUT", "15s"))
	if err != nil {
		return cfg, fmt.Errorf("HTTP_WRITE_TIMEOUT: %w", err)
	}
	cfg.WriteTimeout = wt
	if err := cfg.LogLevel.UnmarshalText([]byte(getenv("LOG_LEVEL", "info"))); err != nil {
		return cfg, fmt.Errorf("LOG_LEVEL: %w", err)
	}
	return cfg, nil
}

func getenv(key, def string) string {
	if v, ok := os.LookupEnv(key); ok && v != "" {
		return v
	}
	return def
}
