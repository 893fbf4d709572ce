package config

import (
	"fmt"
	"os"
	"time"

	"gopkg.in/yaml.v3"
)

type Retry struct {
	Base        time.Duration `yaml:"base"`
	Max         time.Duration `yaml:"max"`
	Jitter      float64       `yaml:"jitter"`
	MaxAttempts int           `yaml:"max_attempts"`
	TTL         time.Duration `yaml:"ttl"`
}

type Config struct {
	DatabaseURL  string        `yaml:"database_url"`
	PollInterval time.Duration `yaml:"poll_interval"`
	BatchSize    int           `yaml:"batch_size"`
	HTTPTimeout  time.Duration `yaml:"http_timeout"`
	Retry        Retry         `yaml:"retry"`
}

// Load reads the YAML file and fills in defaults for anything left empty.
func Load(path string) (Config, error) {
	raw, err := os.ReadFile(path)
	if err != nil {
		return Config{}, fmt.Errorf("read config: %w", err)
	}
	var c Config
	if err := yaml.Unmarshal(raw, &c); err != nil {
		return Config{}, fmt.Errorf("parse config %s: %w", path, err)
	}
	if c.PollInterval == 0 {
		c.PollInterval = 2 * time.Second
	}
	if c.BatchSize == 0 {
		c.BatchSize = 50
	}
	if c.HTTPTimeout == 0 {
		c.HTTPTimeout = 10 * time.Second
	}
	if c.Retry.Base == 0 {
		c.Retry.Base = 30 * time.Second
	}
	if c.Retry.Max == 0 {
		c.Retry.Max = c.Retry.Base
	}
	if c.Retry.TTL == 0 {
		c.Retry.TTL = 72 * time.Hour
	}
	if override := os.Getenv("HOOKRELAY_DATABASE_URL"); override != "" {
		c.DatabaseURL = override
	}
	return c, nil
}
