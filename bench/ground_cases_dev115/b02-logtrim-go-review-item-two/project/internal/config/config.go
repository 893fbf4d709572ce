package config

import (
	"os"
	"strconv"

	"gopkg.in/yaml.v3"
)

type Config struct {
	Dir  string `yaml:"dir"`
	Keep int    `yaml:"keep"`
}

func Load(path string) (Config, error) {
	cfg := Config{Dir: "/var/log/app", Keep: 7}
	data, err := os.ReadFile(path)
	if err == nil {
		if err := yaml.Unmarshal(data, &cfg); err != nil {
			return cfg, err
		}
	} else if !os.IsNotExist(err) {
		return cfg, err
	}
	if v := os.Getenv("LOGTRIM_DIR"); v != "" {
		cfg.Dir = v
	}
	if v := os.Getenv("LOGTRIM_KEEP"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil {
			return cfg, err
		}
		cfg.Keep = n
	}
	return cfg, nil
}
