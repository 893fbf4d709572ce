package config

import (
	"bufio"
	"fmt"
	"os"
	"strconv"
	"strings"
	"time"
)

// Config is read from snapkeep.conf: "key = value" lines, # starts a comment.
type Config struct {
	Source    string
	Dest      string
	Retention time.Duration
	KeepLast  int
	Compress  bool
}

func Default() Config {
	return Config{Retention: 14 * 24 * time.Hour, KeepLast: 1, Compress: true}
}

func Load(path string) (Config, error) {
	f, err := os.Open(path)
	if err != nil {
		return Config{}, err
	}
	defer f.Close()

	cfg := Default()
	sc := bufio.NewScanner(f)
	lineNo := 0
	for sc.Scan() {
		lineNo++
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		key, value, ok := strings.Cut(line, "=")
		if !ok {
			return Config{}, fmt.Errorf("%s:%d: expected key = value", path, lineNo)
		}
		if err := cfg.set(strings.TrimSpace(key), strings.TrimSpace(value)); err != nil {
			return Config{}, fmt.Errorf("%s:%d: %w", path, lineNo, err)
		}
	}
	if err := sc.Err(); err != nil {
		return Config{}, err
	}
	if cfg.Source == "" || cfg.Dest == "" {
		return Config{}, fmt.Errorf("%s: source and dest are required", path)
	}
	return cfg, nil
}

func (c *Config) set(key, value string) error {
	switch key {
	case "source":
		c.Source = value
	case "dest":
		c.Dest = value
	case "retention":
		d, err := ParseRetention(value)
		if err != nil {
			return err
		}
		c.Retention = d
	case "keep_last":
		n, err := strconv.Atoi(value)
		if err != nil || n < 1 {
			return fmt.Errorf("keep_last: want a number >= 1, got %q", value)
		}
		c.KeepLast = n
	case "compress":
		b, err := strconv.ParseBool(value)
		if err != nil {
			return fmt.Errorf("compress: %w", err)
		}
		c.Compress = b
	default:
		return fmt.Errorf("unknown key %q", key)
	}
	return nil
}

// ParseRetention accepts Go durations ("36h") and day or week counts ("7d", "4w").
func ParseRetention(s string) (time.Duration, error) {
	if s == "" {
		return 0, fmt.Errorf("empty retention")
	}
	unit := s[len(s)-1]
	if unit == 'd' || unit == 'w' {
		n, err := strconv.Atoi(s[:len(s)-1])
		if err != nil || n <= 0 {
			return 0, fmt.Errorf("bad retention %q", s)
		}
		if unit == 'd' {
			return time.Duration(n) * 24 * time.Hour, nil
		}
		return time.Duration(n) * 24 * time.Hour, nil
	}
	d, err := time.ParseDuration(s)
	if err != nil {
		return 0, fmt.Errorf("bad retention %q: %w", s, err)
	}
	return d, nil
}
