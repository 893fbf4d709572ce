package config

import (
	"fmt"
	"os"
	"time"

	"gopkg.in/yaml.v3"
)

type SMS struct {
	Endpoint   string        `yaml:"endpoint"`
	AccessKey  string        `yaml:"access_key"`
	SignName   string        `yaml:"sign_name"`
	Template   string        `yaml:"template"`
	Timeout    time.Duration `yaml:"timeout"`
	MaxRetries int           `yaml:"max_retries"`
}

type Clinic struct {
	Name     string `yaml:"name"`
	Phone    string `yaml:"phone"`
	Timezone string `yaml:"timezone"`
}

type Config struct {
	DatabaseURL string        `yaml:"database_url"`
	Interval    time.Duration `yaml:"interval"`
	SMS         SMS           `yaml:"sms"`
	Clinic      Clinic        `yaml:"clinic"`
}

func Load(path string) (*Config, error) {
	raw, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("read %s: %w", path, err)
	}
	cfg := &Config{Interval: time.Hour}
	if err := yaml.Unmarshal([]byte(os.ExpandEnv(string(raw))), cfg); err != nil {
		return nil, fmt.Errorf("parse %s: %w", path, err)
	}
	if cfg.SMS.Timeout == 0 {
		cfg.SMS.Timeout = 5 * time.Second
	}
	if cfg.SMS.MaxRetries == 0 {
		cfg.SMS.MaxRetries = 2
	}
	if cfg.Clinic.Timezone == "" {
		cfg.Clinic.Timezone = "Asia/Shanghai"
	}
	return cfg, nil
}
