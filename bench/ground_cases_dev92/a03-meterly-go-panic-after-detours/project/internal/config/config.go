package config

import (
	"os"
	"time"

	"gopkg.in/yaml.v3"
)

type Config struct {
	HTTP struct {
		Addr         string        `yaml:"addr"`
		ReadTimeout  time.Duration `yaml:"read_timeout"`
		WriteTimeout time.Duration `yaml:"write_timeout"`
	} `yaml:"http"`
	Stripe struct {
		WebhookTolerance time.Duration `yaml:"webhook_tolerance"`
	} `yaml:"stripe"`
	DB struct {
		DSN     string `yaml:"dsn"`
		MaxOpen int    `yaml:"max_open"`
	} `yaml:"db"`
}

func Load(path string) (*Config, error) {
	raw, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var c Config
	if err := yaml.Unmarshal(raw, &c); err != nil {
		return nil, err
	}
	return &c, nil
}
