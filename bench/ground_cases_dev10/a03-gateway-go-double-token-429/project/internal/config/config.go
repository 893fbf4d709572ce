// Package config loads the gateway configuration from a YAML file.
package config

import (
	"fmt"
	"net/url"
	"os"

	"gopkg.in/yaml.v3"
)

type Config struct {
	Listen   string `yaml:"listen"`
	Upstream string `yaml:"upstream"`
	Limits   struct {
		PerMinute int `yaml:"per_minute"`
		Burst     int `yaml:"burst"`
	} `yaml:"limits"`
}

// Load reads path and fills in defaults.
func Load(path string) (*Config, error) {
	raw, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("reading config: %w", err)
	}
	var c Config
	if err := yaml.Unmarshal(raw, &c); err != nil {
		return nil, fmt.Errorf("parsing %s: %w", path, err)
	}
	if c.Listen == "" {
		c.Listen = ":8080"
	}
	if c.Limits.PerMinute == 0 {
		c.Limits.PerMinute = 120
	}
	if c.Limits.Burst == 0 {
		c.Limits.Burst = c.Limits.PerMinute
	}
	if _, err := url.Parse(c.Upstream); err != nil || c.Upstream == "" {
		return nil, fmt.Errorf("upstream %q is not a valid URL", c.Upstream)
	}
	return &c, nil
}
