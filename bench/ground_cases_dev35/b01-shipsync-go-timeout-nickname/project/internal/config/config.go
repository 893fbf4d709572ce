package config

import (
	"fmt"
	"os"
	"time"

	"gopkg.in/yaml.v3"
)

type Config struct {
	DatabaseURL string  `yaml:"database_url"`
	Carrier     Carrier `yaml:"carrier"`
	Worker      Worker  `yaml:"worker"`
}

type Carrier struct {
	BaseURL     string        `yaml:"base_url"`
	APIKey      string        `yaml:"api_key"`
	HTTPTimeout time.Duration `yaml:"http_timeout"`
}

type Worker struct {
	Interval    time.Duration `yaml:"interval"`
	PollTimeout time.Duration `yaml:"poll_timeout"`
	BatchSize   int           `yaml:"batch_size"`
	MaxAttempts int           `yaml:"max_attempts"`
}

func Load(path string) (Config, error) {
	raw, err := os.ReadFile(path)
	if err != nil {
		return Config{}, err
	}
	raw = []byte(os.ExpandEnv(string(raw)))
	var c Config
	if err := yaml.Unmarshal(raw, &c); err != nil {
		return Config{}, fmt.Errorf("parse %s: %w", path, err)
	}
	if c.Worker.Interval == 0 {
		c.Worker.Interval = 15 * time.Second
	}
	if c.Worker.PollTimeout == 0 {
		c.Worker.PollTimeout = 30 * time.Second
	}
	if c.Worker.MaxAttempts == 0 {
		c.Worker.MaxAttempts = 3
	}
	return c, nil
}
