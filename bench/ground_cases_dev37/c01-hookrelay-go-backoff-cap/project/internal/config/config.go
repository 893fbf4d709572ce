package config

import (
	"fmt"
	"os"
	"time"

	"gopkg.in/yaml.v3"
)

type Retry struct {
	MaxAttempts int           `yaml:"max_attempts"`
	BaseDelay   time.Duration `yaml:"base_delay"`
	Jitter      float64       `yaml:"jitter"`
}

type HookConf struct {
	Name      string `yaml:"name"`
	URL       string `yaml:"url"`
	SecretEnv string `yaml:"secret_env"`
}

type Config struct {
	Listen         string        `yaml:"listen"`
	RequestTimeout time.Duration `yaml:"request_timeout"`
	Retry          *Retry        `yaml:"retry"`
	Hooks          []HookConf    `yaml:"hooks"`
}

// Load reads the YAML file at path and fills in defaults.
func Load(path string) (*Config, error) {
	raw, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var c Config
	if err := yaml.Unmarshal(raw, &c); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	if c.Listen == "" {
		c.Listen = ":8085"
	}
	if c.RequestTimeout == 0 {
		c.RequestTimeout = 3 * time.Second
	}
	if c.Retry != nil && c.Retry.MaxAttempts > 10 {
		return nil, fmt.Errorf("%s: retry.max_attempts %d is above the limit of 10", path, c.Retry.MaxAttempts)
	}
	for i, h := range c.Hooks {
		if h.URL == "" {
			return nil, fmt.Errorf("%s: hooks[%d] (%s) has no url", path, i, h.Name)
		}
	}
	return &c, nil
}
