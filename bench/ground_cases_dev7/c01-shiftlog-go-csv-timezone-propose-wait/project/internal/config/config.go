package config

import (
	"fmt"
	"os"
	"time"
)

type Config struct {
	Port        string
	DatabaseURL string
	Location    *time.Location
}

func Load() (*Config, error) {
	tz := getenv("SHIFTLOG_TZ", "Asia/Shanghai")
	loc, err := time.LoadLocation(tz)
	if err != nil {
		return nil, fmt.Errorf("load location %q: %w", tz, err)
	}
	dsn := os.Getenv("DATABASE_URL")
	if dsn == "" {
		return nil, fmt.Errorf("DATABASE_URL is not set")
	}
	return &Config{
		Port:        getenv("PORT", "8080"),
		DatabaseURL: dsn,
		Location:    loc,
	}, nil
}

func getenv(key, def string) string {
	if v := os.Getenv(key); v != "" {
		return v
	}
	return def
}
