package config

import (
	"fmt"
	"os"
	"time"

	"gopkg.in/yaml.v3"
)

type Config struct {
	Env     string `yaml:"env"`
	Listen  string `yaml:"listen"`
	Pricing struct {
		BaseURL string        `yaml:"base_url"`
		Timeout time.Duration `yaml:"timeout"`
	} `yaml:"pricing"`
}

func Load(env string) (*Config, error) {
	raw, err := os.ReadFile(fmt.Sprintf("config/%s.yaml", env))
	if err != nil {
		return nil, err
	}
	var c Config
	if err := yaml.Unmarshal(raw, &c); err != nil {
		return nil, fmt.Errorf("config %s: %w", env, err)
	}
	if c.Pricing.Timeout == 0 {
		c.Pricing.Timeout = 2 * time.Second
	}
	return &c, nil
}
