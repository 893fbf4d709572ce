package config

import (
	"fmt"
	"os"

	"gopkg.in/yaml.v3"
)

// Config is read from config/ingest.yaml; env vars override the DSN.
type Config struct {
	DSN         string `yaml:"dsn"`
	SpoolDir    string `yaml:"spool_dir"`
	BatchSize   int    `yaml:"batch_size"`
	Concurrency int    `yaml:"concurrency"`
	MetricsAddr string `yaml:"metrics_addr"`
}

func Load(path string) (*Config, error) {
	raw, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	cfg := &Config{BatchSize: 500, Concurrency: 4, MetricsAddr: ":9102"}
	if err := yaml.Unmarshal(raw, cfg); err != nil {
		return nil, fmt.Errorf("config %s: %w", path, err)
	}
	if dsn := os.Getenv("INGEST_DSN"); dsn != "" {
		cfg.DSN = dsn
	}
	if cfg.BatchSize <= 0 {
		return nil, fmt.Errorf("config %s: batch_size must be positive", path)
	}
	return cfg, nil
}
