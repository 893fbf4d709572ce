// Package config reads the retention settings from YAML.
package config

import (
	"fmt"
	"os"

	"gopkg.in/yaml.v3"

	"github.com/ivokrastev/backupctl/internal/retention"
)

// Config is the file format:
//
//	pattern: "pg-*.dump"
//	keep_daily: 7
//	keep_weekly: 4
//	keep_monthly: 6
type Config struct {
	Pattern     string `yaml:"pattern"`
	KeepDaily   int    `yaml:"keep_daily"`
	KeepWeekly  int    `yaml:"keep_weekly"`
	KeepMonthly int    `yaml:"keep_monthly"`
}

// Load reads path and fills in defaults for anything left out.
func Load(path string) (*Config, error) {
	raw, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("reading config: %w", err)
	}
	var c Config
	if err := yaml.Unmarshal(raw, &c); err != nil {
		return nil, fmt.Errorf("parsing %s: %w", path, err)
	}
	if c.Pattern == "" {
		c.Pattern = "*.dump"
	}
	if c.KeepDaily == 0 {
		c.KeepDaily = 7
	}
	if c.KeepWeekly == 0 {
		c.KeepWeekly = 4
	}
	if c.KeepDaily < 0 || c.KeepWeekly < 0 || c.KeepMonthly < 0 {
		return nil, fmt.Errorf("%s: keep_* values must not be negative", path)
	}
	return &c, nil
}

// Policy converts the config to a retention policy.
func (c *Config) Policy() retention.Policy {
	return retention.Policy{KeepDaily: c.KeepDaily, KeepWeekly: c.KeepWeekly, KeepMonthly: c.KeepMonthly}
}
