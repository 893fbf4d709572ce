package config

import (
	"encoding/json"
	"fmt"
	"os"
	"time"
)

type File struct {
	Targets    []string `json:"targets"`
	TimeoutSec int      `json:"timeout_sec"`
	Retries    int      `json:"retries"`
	Verbose    bool     `json:"verbose"`
}

type Config struct {
	Targets []string
	Timeout time.Duration
	Retries int
	Verbose bool
}

func Load(path string) (*Config, error) {
	raw, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("read config: %w", err)
	}
	var f File
	if err := json.Unmarshal(raw, &f); err != nil {
		return nil, fmt.Errorf("parse config: %w", err)
	}
	if f.TimeoutSec == 0 {
		f.TimeoutSec = 5
	}
	if len(f.Targets) == 0 {
		return nil, fmt.Errorf("no targets configured")
	}
	return &Config{
		Targets: f.Targets,
		Timeout: time.Duration(f.TimeoutSec),
		Retries: f.Retries,
		Verbose: f.Verbose,
	}, nil
}
