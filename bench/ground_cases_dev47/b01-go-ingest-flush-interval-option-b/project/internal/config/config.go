package config

import (
	"fmt"
	"os"
	"strconv"
	"strings"
	"time"
)

// Config is everything the worker reads from the environment at startup.
type Config struct {
	KafkaBrokers    []string
	Topic           string
	GroupID         string
	BatchSize       int
	FlushInterval   time.Duration
	ShutdownTimeout time.Duration
	DatabaseURL     string
	LogLevel        string
}

func getenv(key, def string) string {
	if v, ok := os.LookupEnv(key); ok && v != "" {
		return v
	}
	return def
}

// Load reads the INGEST_* variables. Durations use Go syntax ("500ms", "30s", "2m").
func Load() (*Config, error) {
	c := &Config{
		KafkaBrokers: splitList(getenv("INGEST_KAFKA_BROKERS", "localhost:9092")),
		Topic:        getenv("INGEST_TOPIC", "events.raw"),
		GroupID:      getenv("INGEST_GROUP_ID", "ingest-worker"),
		DatabaseURL:  os.Getenv("INGEST_DATABASE_URL"),
		LogLevel:     getenv("INGEST_LOG_LEVEL", "info"),
	}
	size, err := strconv.Atoi(getenv("INGEST_BATCH_SIZE", "500"))
	if err != nil || size <= 0 {
		return nil, fmt.Errorf("config: invalid INGEST_BATCH_SIZE %q", getenv("INGEST_BATCH_SIZE", ""))
	}
	c.BatchSize = size
	flush, err := time.ParseDuration(getenv("INGEST_FLUSH_INTERVAL", "5s"))
	if err != nil {
		return nil, fmt.Errorf("config: invalid duration %q for INGEST_FLUSH_INTERVAL", getenv("INGEST_FLUSH_INTERVAL", ""))
	}
	c.FlushInterval = flush
	shutdown, err := time.ParseDuration(getenv("INGEST_SHUTDOWN_TIMEOUT", "20s"))
	if err != nil {
		return nil, fmt.Errorf("config: invalid duration %q for INGEST_SHUTDOWN_TIMEOUT", getenv("INGEST_SHUTDOWN_TIMEOUT", ""))
	}
	c.ShutdownTimeout = shutdown
	if c.DatabaseURL == "" {
		return nil, fmt.Errorf("config: INGEST_DATABASE_URL is required")
	}
	return c, nil
}

func splitList(s string) []string {
	var out []string
	for _, part := range strings.Split(s, ",") {
		if p := strings.TrimSpace(part); p != "" {
			out = append(out, p)
		}
	}
	return out
}
