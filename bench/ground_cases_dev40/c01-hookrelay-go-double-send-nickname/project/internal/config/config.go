package config

import (
	"fmt"
	"os"
	"time"

	"gopkg.in/yaml.v3"
)

// Config is read from config.yaml; DATABASE_URL in the environment wins over the file.
type Config struct {
	DatabaseURL  string        `yaml:"database_url"`
	Workers      int           `yaml:"workers"`
	BatchSize    int           `yaml:"batch_size"`
	HTTPTimeout  time.Duration `yaml:"http_timeout"`
	LeaseTimeout time.Duration `yaml:"lease_timeout"`
	ReapEvery    time.Duration `yaml:"reap_every"`
}

func Load(path string) (Config, error) {
	cfg := Config{
		Workers:      2,
		BatchSize:    10,
		HTTPTimeout:  5 * time.Second,
		LeaseTimeout: 2 * time.Minute,
		ReapEvery:    time.Minute,
	}
	raw, err := os.ReadFile(path)
	if err != nil {
		return cfg, fmt.Errorf("read %s: %w", path, err)
	}
	if err := yaml.Unmarshal(raw, &cfg); err != nil {
		return cfg, fmt.Errorf("parse %s: %w", path, err)
	}
	if url := os.Getenv("DATABASE_URL"); url != "" {
		cfg.DatabaseURL = url
	}
	if cfg.Workers < 1 || cfg.BatchSize < 1 {
		return cfg, fmt.Errorf("workers and batch_size must be at least 1")
	}
	return cfg, nil
}
