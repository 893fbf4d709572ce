package notify

import (
	"os"
	"strconv"
	"time"
)

type Config struct {
	Addr         string
	DatabaseURL  string
	BaseBackoff  time.Duration
	MaxBackoff   time.Duration
	PollInterval time.Duration
	BatchSize    int
	MaxAttempts  int
}

func env(key, def string) string {
	if v := os.Getenv(key); v != "" {
		return v
	}
	return def
}

func envInt(key string, def int) int {
	if v, err := strconv.Atoi(os.Getenv(key)); err == nil {
		return v
	}
	return def
}

func LoadConfig() Config {
	return Config{
		Addr:         env("NOTIFY_ADDR", ":8080"),
		DatabaseURL:  env("DATABASE_URL", "postgres://localhost/notify?sslmode=disable"),
		BaseBackoff:  time.Duration(envInt("NOTIFY_BASE_BACKOFF_MS", 500)) * time.Millisecond,
		MaxBackoff:   time.Duration(envInt("NOTIFY_MAX_BACKOFF_MS", 30000)) * time.Millisecond,
		PollInterval: time.Duration(envInt("NOTIFY_POLL_MS", 2000)) * time.Millisecond,
		BatchSize:    envInt("NOTIFY_BATCH_SIZE", 100),
		MaxAttempts:  envInt("NOTIFY_MAX_ATTEMPTS", 8),
	}
}
