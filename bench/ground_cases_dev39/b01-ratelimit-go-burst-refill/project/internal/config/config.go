package config

import (
	"fmt"
	"os"

	"gopkg.in/yaml.v3"
)

type Config struct {
	Listen    string    `yaml:"listen"`
	Upstream  string    `yaml:"upstream"`
	RateLimit RateLimit `yaml:"rate_limit"`
}

type RateLimit struct {
	PerSecond int    `yaml:"per_second"`
	Burst     int    `yaml:"burst"`
	KeyHeader string `yaml:"key_header"`
}

// Load reads the YAML file at path and fills in defaults.
func Load(path string) (*Config, error) {
	raw, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("read config: %w", err)
	}
	cfg := &Config{Listen: ":8080"}
	if err := yaml.Unmarshal(raw, cfg); err != nil {
		return nil, fmt.Errorf("parse config: %w", err)
	}
	if cfg.Upstream == "" {
		return nil, fmt.Errorf("config: upstream is required")
	}
	if cfg.RateLimit.PerSecond <= 0 {
		cfg.RateLimit.PerSecond = 10
	}
	if cfg.RateLimit.Burst <= 0 {
		cfg.RateLimit.Burst = cfg.RateLimit.PerSecond
	}
	if cfg.RateLimit.KeyHeader == "" {
		cfg.RateLimit.KeyHeader = "X-Api-Key"
	}
	return cfg, nil
}
