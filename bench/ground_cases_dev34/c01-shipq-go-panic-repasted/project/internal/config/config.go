package config

import (
	"fmt"
	"os"

	"gopkg.in/yaml.v3"
)

type Config struct {
	Listen       string `yaml:"listen"`
	StaleSeconds int    `yaml:"stale_seconds"`
	Zones        []Zone `yaml:"zones"`
}

type Zone struct {
	Code string `yaml:"code"`
	Name string `yaml:"name"`
}

func Load(path string) (*Config, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("open %s: %w", path, err)
	}
	defer f.Close()

	cfg := &Config{Listen: ":8080", StaleSeconds: 90}
	dec := yaml.NewDecoder(f)
	dec.KnownFields(true)
	if err := dec.Decode(cfg); err != nil {
		return nil, fmt.Errorf("parse %s: %w", path, err)
	}
	if cfg.StaleSeconds <= 0 {
		return nil, fmt.Errorf("stale_seconds must be positive, got %d", cfg.StaleSeconds)
	}
	return cfg, nil
}
