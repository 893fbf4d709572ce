package config

import (
	"encoding/json"
	"fmt"
	"os"
)

type Config struct {
	SourceDir  string `json:"source_dir"`
	Endpoint   string `json:"endpoint"`
	Token      string `json:"token"`
	MaxRetries int    `json:"max_retries"`
	Workers    int    `json:"workers"`
}

func Load(path string) (*Config, error) {
	raw, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	cfg := &Config{MaxRetries: 5, Workers: 4}
	if err := json.Unmarshal(raw, cfg); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	if token := os.Getenv("ASSETSYNC_TOKEN"); token != "" {
		cfg.Token = token
	}
	if cfg.Endpoint == "" {
		return nil, fmt.Errorf("%s: endpoint is required", path)
	}
	return cfg, nil
}
