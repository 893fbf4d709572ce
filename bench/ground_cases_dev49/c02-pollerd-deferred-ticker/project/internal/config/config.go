package config

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"strings"
	"time"
)

// Duration is a time.Duration that reads "15s" style strings from JSON.
type Duration struct{ time.Duration }

func (d *Duration) UnmarshalJSON(b []byte) error {
	var s string
	if err := json.Unmarshal(b, &s); err != nil {
		return err
	}
	v, err := time.ParseDuration(s)
	if err != nil {
		return err
	}
	d.Duration = v
	return nil
}

type Config struct {
	Workers     int      `json:"workers"`
	Interval    Duration `json:"interval"`
	Timeout     Duration `json:"timeout"`
	Refresh     Duration `json:"refresh"`
	TargetsFile string   `json:"targets_file"`
	SinkURL     string   `json:"sink_url"`
	PprofAddr   string   `json:"pprof_addr"`

	Targets []string `json:"-"`
}

// Load reads the JSON config and the target list it points to.
func Load(path string) (*Config, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	cfg := &Config{Workers: 4, Refresh: Duration{time.Minute}}
	if err := json.Unmarshal(b, cfg); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	if err := cfg.Validate(); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	cfg.Targets, err = LoadTargets(cfg.TargetsFile)
	return cfg, err
}

// Validate rejects settings that would hammer the targets or never finish a round.
func (c *Config) Validate() error {
	switch {
	case c.Workers < 1 || c.Workers > 64:
		return errors.New("workers must be between 1 and 64")
	case c.Interval.Duration < time.Second:
		return errors.New("interval must be at least 1s")
	case c.Timeout.Duration <= 0 || c.Timeout.Duration >= c.Interval.Duration:
		return errors.New("timeout must be positive and shorter than interval")
	case c.Refresh.Duration < 10*time.Second:
		return errors.New("refresh must be at least 10s")
	case c.SinkURL == "":
		return errors.New("sink_url is required")
	}
	return nil
}

// LoadTargets reads one URL a line; blank lines and # comments are skipped.
func LoadTargets(path string) ([]string, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var out []string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		out = append(out, line)
	}
	return out, sc.Err()
}
