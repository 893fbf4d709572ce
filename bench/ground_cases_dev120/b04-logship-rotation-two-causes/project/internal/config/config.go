package config

import (
	"fmt"
	"os"
	"time"

	"gopkg.in/yaml.v3"
)

type Config struct {
	Files        []string      `yaml:"files"`
	Endpoint     string        `yaml:"endpoint"`
	PollInterval time.Duration `yaml:"poll_interval"`
	BatchSize    int           `yaml:"batch_size"`
}

func Load(path string) (*Config, error) {
	raw, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	cfg := &Config{PollInterval: 10 * time.Second, BatchSize: 200}
	if err := yaml.Unmarshal(raw, cfg); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	if len(cfg.Files) == 0 {
		return nil, fmt.Errorf("%s: no files to follow", path)
	}
	if cfg.Endpoint == "" {
		return nil, fmt.Errorf("%s: endpoint is required", path)
	}
	return cfg, nil
}
