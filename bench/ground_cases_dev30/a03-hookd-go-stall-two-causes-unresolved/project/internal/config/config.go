package config

import (
	"fmt"
	"os"
	"time"

	"gopkg.in/yaml.v3"
)

type Dispatch struct {
	Workers         int           `yaml:"workers"`
	QueueSize       int           `yaml:"queue_size"`
	MaxAttempts     int           `yaml:"max_attempts"`
	MaxConnsPerHost int           `yaml:"max_conns_per_host"`
	PollInterval    time.Duration `yaml:"poll_interval"`
}

type Config struct {
	Listen        string   `yaml:"listen"`
	DatabaseURL   string   `yaml:"database_url"`
	SigningSecret string   `yaml:"signing_secret"`
	Dispatch      Dispatch `yaml:"dispatch"`
}

// Load reads the YAML file at path, expanding ${VAR} references from the environment.
func Load(path string) (*Config, error) {
	if path == "" {
		path = "config/hookd.yaml"
	}
	raw, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	cfg := &Config{Dispatch: Dispatch{Workers: 4, QueueSize: 100, MaxAttempts: 10, MaxConnsPerHost: 4, PollInterval: 2 * time.Second}}
	if err := yaml.Unmarshal([]byte(os.ExpandEnv(string(raw))), cfg); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	if cfg.Dispatch.Workers < 1 {
		return nil, fmt.Errorf("%s: dispatch.workers must be at least 1", path)
	}
	return cfg, nil
}
