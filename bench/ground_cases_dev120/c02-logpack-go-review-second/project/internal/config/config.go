package config

import (
	"bufio"
	"fmt"
	"os"
	"strconv"
	"strings"
)

// Config is read from a key = value file:
//
//	max_size = 52428800
//	keep = 7
//	path = /var/log/app/app.log
type Config struct {
	MaxSize int64
	Keep    int
	Paths   []string
}

func Load(file string) (*Config, error) {
	f, err := os.Open(file)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	cfg := &Config{MaxSize: 50 << 20, Keep: 7}
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		key, value, ok := strings.Cut(line, "=")
		if !ok {
			return nil, fmt.Errorf("%s:%d: expected key = value", file, n)
		}
		key, value = strings.TrimSpace(key), strings.TrimSpace(value)
		switch key {
		case "max_size":
			cfg.MaxSize, err = parseSize(value)
		case "keep":
			cfg.Keep, err = strconv.Atoi(value)
		case "path":
			cfg.Paths = append(cfg.Paths, value)
		default:
			err = fmt.Errorf("unknown key %q", key)
		}
		if err != nil {
			return nil, fmt.Errorf("%s:%d: %w", file, n, err)
		}
	}
	return cfg, sc.Err()
}

// parseSize accepts plain bytes or a K/M/G suffix (powers of 1024).
func parseSize(value string) (int64, error) {
	mult := int64(1)
	switch strings.ToUpper(value[len(value)-1:]) {
	case "K":
		mult = 1 << 10
	case "M":
		mult = 1 << 20
	case "G":
		mult = 1 << 30
	}
	if mult > 1 {
		value = value[:len(value)-1]
	}
	n, err := strconv.ParseInt(strings.TrimSpace(value), 10, 64)
	if err != nil {
		return 0, fmt.Errorf("bad max_size %q", value)
	}
	return n * mult, nil
}
