package config

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"gopkg.in/yaml.v3"
)

// Config is ~/.config/dotsync/config.yaml.
type Config struct {
	Repo  string   `yaml:"repo"`
	Files []string `yaml:"files"`
	Lock  string   `yaml:"lock"`
}

func configDir() (string, error) {
	home, err := os.UserHomeDir()
	if err != nil {
		return "", err
	}
	return filepath.Join(home, ".config", "dotsync"), nil
}

// DefaultPath is where the config lives when --config is not given.
func DefaultPath() (string, error) {
	dir, err := configDir()
	if err != nil {
		return "", err
	}
	return filepath.Join(dir, "config.yaml"), nil
}

// Load reads and validates the config at path.
func Load(path string) (*Config, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("read config: %w", err)
	}
	var c Config
	if err := yaml.Unmarshal(data, &c); err != nil {
		return nil, fmt.Errorf("parse %s: %w", path, err)
	}
	if c.Repo == "" {
		return nil, fmt.Errorf("%s: repo is required", path)
	}
	c.Repo = expandHome(c.Repo)
	if c.Lock == "" {
		c.Lock = filepath.Join(c.Repo, ".dotsync.lock")
	}
	return &c, nil
}

func expandHome(p string) string {
	if !strings.HasPrefix(p, "~/") {
		return p
	}
	home, err := os.UserHomeDir()
	if err != nil {
		return p
	}
	return filepath.Join(home, p[2:])
}
