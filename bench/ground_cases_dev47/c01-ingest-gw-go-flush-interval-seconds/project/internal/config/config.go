package config

import (
	"fmt"
	"os"
	"strconv"
	"strings"
	"time"
)

// Config is everything ingest-gw reads from the environment at start-up.
type Config struct {
	ListenAddr      string
	KafkaBrokers    []string
	Topic           string
	BatchSize       int
	FlushInterval   time.Duration
	ShutdownTimeout time.Duration
	LogLevel        string
}

// Load reads the environment; a bad value stops the process with a clear error.
func Load() (*Config, error) {
	cfg := &Config{
		ListenAddr: envOr("LISTEN_ADDR", ":8080"),
		Topic:      envOr("KAFKA_TOPIC", "events.raw"),
		LogLevel:   envOr("LOG_LEVEL", "info"),
	}
	brokers := envOr("KAFKA_BROKERS", "localhost:9092")
	cfg.KafkaBrokers = strings.Split(brokers, ",")

	var err error
	if cfg.BatchSize, err = intEnv("BATCH_SIZE", 500); err != nil {
		return nil, err
	}
	if cfg.FlushInterval, err = durationEnv("FLUSH_INTERVAL", 5*time.Second); err != nil {
		return nil, err
	}
	if cfg.ShutdownTimeout, err = durationEnv("SHUTDOWN_TIMEOUT", 15*time.Second); err != nil {
		return nil, err
	}
	if cfg.BatchSize <= 0 {
		return nil, fmt.Errorf("config: BATCH_SIZE must be > 0, got %d", cfg.BatchSize)
	}
	return cfg, nil
}

func envOr(key, def string) string {
	if v, ok := os.LookupEnv(key); ok && v != "" {
		return v
	}
	return def
}

func intEnv(key string, def int) (int, error) {
	v, ok := os.LookupEnv(key)
	if !ok || v == "" {
		return def, nil
	}
	n, err := strconv.Atoi(strings.TrimSpace(v))
	if err != nil {
		return 0, fmt.Errorf("config: invalid integer for %s: %q", key, v)
	}
	return n, nil
}

func durationEnv(key string, def time.Duration) (time.Duration, error) {
	v, ok := os.LookupEnv(key)
	if !ok || v == "" {
		return def, nil
	}
	d, err := time.ParseDuration(strings.TrimSpace(v))
	if err != nil {
		return 0, fmt.Errorf("config: invalid duration for %s: %q", key, v)
	}
	return d, nil
}
