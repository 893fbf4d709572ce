package config

import (
	"os"

	"gopkg.in/yaml.v3"
)

type RateLimit struct {
	PerSecond int `yaml:"per_second"`
	Burst     int `yaml:"burst"`
}

type Config struct {
	Listen    string    `yaml:"listen"`
	Upstream  string    `yaml:"upstream"`
	RateLimit RateLimit `yaml:"rate_limit"`
}

func Load(path string) (*Config, error) {
	if path == "" {
		path = "config.yaml"
	}
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	c := &Config{Listen: ":8080"}
	if err := yaml.Unmarshal(b, c); err != nil {
		return nil, err
	}
	return c, nil
}
