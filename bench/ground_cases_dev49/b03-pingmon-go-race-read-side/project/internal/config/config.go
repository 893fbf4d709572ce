package config

import (
	"encoding/json"
	"fmt"
	"os"
	"time"
)

type Config struct {
	Listen   string   `json:"listen"`
	Targets  []string `json:"targets"`
	Interval Duration `json:"interval"`
	Timeout  Duration `json:"timeout"`
}

// Duration reads "30s" style strings from JSON.
type Duration struct{ time.Duration }

func (d *Duration) UnmarshalJSON(b []byte) error {
	var s string
	if err := json.Unmarshal(b, &s); err != nil {
		return err
	}
	v, err := time.ParseDuration(s)
	if err != nil {
		return fmt.Errorf("bad duration %q: %w", s, err)
	}
	d.Duration = v
	return nil
}

func Load(path string) (*Config, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	cfg := &Config{Listen: ":9100", Interval: Duration{30 * time.Second}, Timeout: Duration{5 * time.Second}}
	if err := json.Unmarshal(b, cfg); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	if len(cfg.Targets) == 0 {
		return nil, fmt.Errorf("%s: no targets", path)
	}
	if cfg.Timeout.Duration >= cfg.Interval.Duration {
		return nil, fmt.Errorf("%s: timeout %s must be shorter than interval %s", path, cfg.Timeout.Duration, cfg.Interval.Duration)
	}
	return cfg, nil
}
