// Package config は環境変数からバッチの設定を読む。
package config

import (
	"fmt"
	"os"
	"time"
)

type Config struct {
	DSN     string
	DoneDir string
	Timeout time.Duration
}

const (
	defaultDoneDir = "/data/done"
	defaultTimeout = 10 * time.Minute
)

func Load() (Config, error) {
	cfg := Config{
		DSN:     os.Getenv("SHIPMENT_DB_DSN"),
		DoneDir: getenv("SHIPMENT_DONE_DIR", defaultDoneDir),
		Timeout: defaultTimeout,
	}
	if cfg.DSN == "" {
		return Config{}, fmt.Errorf("SHIPMENT_DB_DSN is not set")
	}
	if v := os.Getenv("SHIPMENT_TIMEOUT"); v != "" {
		d, err := time.ParseDuration(v)
		if err != nil {
			return Config{}, fmt.Errorf("SHIPMENT_TIMEOUT: %w", err)
		}
		cfg.Timeout = d
	}
	return cfg, nil
}

func getenv(key, def string) string {
	if v := os.Getenv(key); v != "" {
		return v
	}
	return def
}
