package config

import (
	"fmt"
	"os"
	"time"

	"gopkg.in/yaml.v3"
)

type Target struct {
	Name   string            `yaml:"name"`
	URL    string            `yaml:"url"`
	Labels map[string]string `yaml:"labels"`
}

type Config struct {
	ScrapeInterval time.Duration `yaml:"scrape_interval"`
	ScrapeTimeout  time.Duration `yaml:"scrape_timeout"`
	Concurrency    int           `yaml:"concurrency"`
	RemoteWriteURL string        `yaml:"remote_write_url"`
	BatchSize      int           `yaml:"batch_size"`
	Targets        []Target      `yaml:"targets"`
}

func Load(path string) (*Config, error) {
	raw, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	cfg := &Config{ScrapeInterval: 15 * time.Second, ScrapeTimeout: 10 * time.Second, Concurrency: 8, BatchSize: 500}
	if err := yaml.Unmarshal(raw, cfg); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	if cfg.RemoteWriteURL == "" {
		return nil, fmt.Errorf("%s: remote_write_url is required", path)
	}
	if len(cfg.Targets) == 0 {
		return nil, fmt.Errorf("%s: no targets", path)
	}
	for i, t := range cfg.Targets {
		if t.URL == "" {
			return nil, fmt.Errorf("%s: target %d (%q) has no url", path, i, t.Name)
		}
	}
	if cfg.Concurrency < 1 {
		cfg.Concurrency = 1
	}
	return cfg, nil
}
