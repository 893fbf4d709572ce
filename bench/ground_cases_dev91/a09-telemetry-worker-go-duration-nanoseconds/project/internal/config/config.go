package config

import (
	"fmt"
	"os"
	"strconv"
	"time"
)

type Config struct {
	QueueURL          string
	Concurrency       int
	VisibilityTimeout time.Duration
	MetricsAddr       string
}

func Load() (Config, error) {
	cfg := Config{
		QueueURL:          os.Getenv("QUEUE_URL"),
		Concurrency:       getInt("WORKER_CONCURRENCY", 4),
		VisibilityTimeout: time.Duration(getInt("VISIBILITY_TIMEOUT", 30)),
		MetricsAddr:       getString("METRICS_ADDR", ":9102"),
	}
	if cfg.QueueURL == "" {
		return cfg, fmt.Errorf("QUEUE_URL is required")
	}
	return cfg, nil
}

func getInt(key string, def int) int {
	v, err := strconv.Atoi(os.Getenv(key))
	if err != nil {
		return def
	}
	return v
}

func getString(key, def string) string {
	if v := os.Getenv(key); v != "" {
		return v
	}
	return def
}
