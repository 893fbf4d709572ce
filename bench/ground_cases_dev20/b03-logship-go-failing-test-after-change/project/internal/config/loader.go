package config

import (
	"fmt"
	"os"
	"time"

	"gopkg.in/yaml.v3"
)

type rawConfig struct {
	SpoolDir  string   `yaml:"spool_dir"`
	Retention string   `yaml:"retention"`
	Endpoints []string `yaml:"endpoints"`
	BatchSize int      `yaml:"batch_size"`
}

// Config is the validated configuration the agent runs with.
type Config struct {
	SpoolDir  string
	Retention time.Duration
	Endpoints []string
	BatchSize int
}

// Load reads and validates the YAML config at path.
func Load(path string) (*Config, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("read config: %w", err)
	}
	var raw rawConfig
	if err := yaml.Unmarshal(b, &raw); err != nil {
		return nil, fmt.Errorf("parse config %s: %w", path, err)
	}
	retention, err := ParseRetention(raw.Retention)
	if err != nil {
		return nil, err
	}
	cfg := &Config{
		SpoolDir:  raw.SpoolDir,
		Retention: retention,
		Endpoints: raw.Endpoints,
		BatchSize: raw.BatchSize,
	}
	if cfg.SpoolDir == "" {
		cfg.SpoolDir = "/var/spool/logship"
	}
	if cfg.BatchSize == 0 {
		cfg.BatchSize = 500
	}
	if len(cfg.Endpoints) == 0 {
		return nil, fmt.Errorf("config %s: at least one endpoint is required", path)
	}
	return cfg, nil
}
