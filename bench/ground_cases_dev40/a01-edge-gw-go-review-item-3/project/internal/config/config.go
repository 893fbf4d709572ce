// Package config loads the gateway's YAML configuration.
package config

import (
	"fmt"
	"os"
	"time"

	"gopkg.in/yaml.v3"
)

type RateLimit struct {
	RPS     float64       `yaml:"rps"`
	Burst   int           `yaml:"burst"`
	IdleTTL time.Duration `yaml:"idle_ttl"`
}

type Upstream struct {
	Prefix string `yaml:"prefix"`
	Target string `yaml:"target"`
}

type Config struct {
	Listen    string     `yaml:"listen"`
	RateLimit RateLimit  `yaml:"rate_limit"`
	Upstreams []Upstream `yaml:"upstreams"`
}

// Load reads the file at path and fills in defaults.
func Load(path string) (*Config, error) {
	raw, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	cfg := &Config{Listen: ":8080", RateLimit: RateLimit{RPS: 10, Burst: 20, IdleTTL: 10 * time.Minute}}
	if err := yaml.Unmarshal(raw, cfg); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	if cfg.RateLimit.RPS <= 0 || cfg.RateLimit.Burst <= 0 {
		return nil, fmt.Errorf("%s: rate_limit.rps and rate_limit.burst must be positive", path)
	}
	if len(cfg.Upstreams) == 0 {
		return nil, fmt.Errorf("%s: no upstreams configured", path)
	}
	return cfg, nil
}
