package config

import (
	"fmt"
	"os"

	"gopkg.in/yaml.v3"
)

type CORS struct {
	Allow []string `yaml:"allowed_origins"`
}

type Config struct {
	Listen       string `yaml:"listen"`
	CORS         CORS   `yaml:"cors"`
	Debug        bool   `yaml:"debug"`
	MaxIncidents int    `yaml:"max_incidents"`
}

func defaults() Config {
	return Config{Listen: ":8080", MaxIncidents: 50}
}

// Load reads path (if non-empty) and then applies environment overrides.
func Load(path string) (Config, error) {
	cfg := defaults()
	if path != "" {
		raw, err := os.ReadFile(path)
		if err != nil {
			return cfg, fmt.Errorf("read config: %w", err)
		}
		if err := yaml.Unmarshal(raw, &cfg); err != nil {
			return cfg, fmt.Errorf("parse %s: %w", path, err)
		}
	}
	if err := applyEnv(&cfg); err != nil {
		return cfg, err
	}
	return cfg, nil
}
