package config

import (
	"errors"
	"fmt"
	"os"

	"gopkg.in/yaml.v3"
)

// Config is the YAML file backupctl reads at start.
type Config struct {
	Source        string `yaml:"source"`
	Target        string `yaml:"target"`
	At            string `yaml:"at"`       // "HH:MM", local to Timezone
	Timezone      string `yaml:"timezone"` // IANA name, e.g. America/Chicago
	RetentionDays int    `yaml:"retention_days"`
}

// Load reads and validates the config at path, filling defaults.
func Load(path string) (*Config, error) {
	raw, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	cfg := &Config{At: "02:00", Timezone: "UTC", RetentionDays: 14}
	if err := yaml.Unmarshal(raw, cfg); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	if cfg.Source == "" || cfg.Target == "" {
		return nil, errors.New("source and target are required")
	}
	if cfg.RetentionDays < 1 {
		return nil, fmt.Errorf("retention_days must be at least 1, got %d", cfg.RetentionDays)
	}
	return cfg, nil
}
