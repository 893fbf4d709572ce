package config

import (
	"fmt"
	"os"

	"gopkg.in/yaml.v3"
)

type RateLimit struct {
	PerSecond float64 `yaml:"per_second"`
	Burst     int     `yaml:"burst"`
}

type Config struct {
	Port      string    `yaml:"port"`
	SlackURL  string    `yaml:"slack_url"`
	RateLimit RateLimit `yaml:"rate_limit"`
}

func Load(path string) (*Config, error) {
	cfg := &Config{Port: "9090", RateLimit: RateLimit{PerSecond: 10, Burst: 20}}
	if path == "" {
		return cfg, nil
	}
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("read %s: %w", path, err)
	}
	if err := yaml.Unmarshal(data, cfg); err != nil {
		return nil, fmt.Errorf("parse %s: %w", path, err)
	}
	if cfg.RateLimit.PerSecond <= 0 || cfg.RateLimit.Burst <= 0 {
		return nil, fmt.Errorf("rate_limit: per_second and burst must be positive")
	}
	return cfg, nil
}
