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
	MySQL struct {
		DSN     string `yaml:"dsn"`
		MaxOpen int    `yaml:"max_open"`
	} `yaml:"mysql"`
	Redis struct {
		Addr string `yaml:"addr"`
		DB   int    `yaml:"db"`
	} `yaml:"redis"`
	Cache struct {
		SKUTTL       time.Duration `yaml:"sku_ttl"`
		WarehouseTTL time.Duration `yaml:"warehouse_ttl"`
	} `yaml:"cache"`
}

func Load(path string) (*Config, error) {
	raw, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var c Config
	if err := yaml.Unmarshal([]byte(os.ExpandEnv(string(raw))), &c); err != nil {
		return nil, err
	}
	return &c, nil
}
