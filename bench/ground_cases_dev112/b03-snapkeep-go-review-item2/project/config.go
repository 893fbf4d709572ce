package main

import (
	"errors"
	"strconv"
	"strings"
	"time"
)

type Config struct {
	Dir    string
	Keep   int
	MaxAge time.Duration
	DryRun bool
}

func NewConfig(dir string, keep int, maxAge string) (Config, error) {
	if keep < 0 {
		return Config{}, errors.New("-keep must be >= 0")
	}
	age, err := parseAge(maxAge)
	if err != nil {
		return Config{}, err
	}
	return Config{Dir: dir, Keep: keep, MaxAge: age}, nil
}

// parseAge accepts Go durations ("48h", "90m") and whole days ("7d"); empty means no age limit.
func parseAge(s string) (time.Duration, error) {
	if s == "" {
		return 0, nil
	}
	if days, ok := strings.CutSuffix(s, "d"); ok {
		n, err := strconv.Atoi(days)
		if err != nil || n < 0 {
			return 0, errors.New("invalid -max-age: " + s)
		}
		return time.Duration(n) * 24 * time.Hour, nil
	}
	d, err := time.ParseDuration(s)
	if err != nil {
		return 0, errors.New("invalid -max-age")
	}
	return d, nil
}
