package config

import (
	"os"
	"time"

	"gopkg.in/yaml.v3"
)

type Config struct {
	Listen       string        `yaml:"listen"`
	MySQLDSN     string        `yaml:"mysql_dsn"`
	Workers      int           `yaml:"workers"`
	PollInterval time.Duration `yaml:"poll_interval"`
	Webhook      struct {
		SecretEnv   string        `yaml:"secret_env"`
		Timeout     time.Duration `yaml:"timeout"`
		MaxAttempts int           `yaml:"max_attempts"`
		BaseDelay   time.Duration `yaml:"base_delay"`
	} `yaml:"webhook"`
	SMS struct {
		Endpoint string        `yaml:"endpoint"`
		Timeout  time.Duration `yaml:"timeout"`
	} `yaml:"sms"`
}

func Load(path string) (*Config, error) {
	raw, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var cfg Config
	if err := yaml.Unmarshal([]byte(os.ExpandEnv(string(raw))), &cfg); err != nil {
		return nil, err
	}
	if cfg.Workers == 0 {
		cfg.Workers = 8
	}
	return &cfg, nil
}
