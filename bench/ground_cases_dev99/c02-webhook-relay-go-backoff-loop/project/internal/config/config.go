// Package config reads the relay's settings from the environment.
package config

import (
	"fmt"
	"os"
	"strconv"
	"time"
)

// Config is everything the relay needs at start-up.
type Config struct {
	ListenAddr  string
	MaxAttempts int
	Workers     int
	QueueSize   int
	HTTPTimeout time.Duration
	RetryMax    time.Duration
}

// FromEnv reads RELAY_* variables, falling back to the defaults below.
func FromEnv() (Config, error) {
	c := Config{ListenAddr: ":8080", MaxAttempts: 5, Workers: 4, QueueSize: 1000, HTTPTimeout: 10 * time.Second,
		RetryMax: 2 * time.Minute}
	if v := os.Getenv("RELAY_ADDR"); v != "" {
		c.ListenAddr = v
	}
	var err error
	if c.MaxAttempts, err = intEnv("RELAY_MAX_ATTEMPTS", c.MaxAttempts); err != nil {
		return c, err
	}
	if c.Workers, err = intEnv("RELAY_WORKERS", c.Workers); err != nil {
		return c, err
	}
	if c.QueueSize, err = intEnv("RELAY_QUEUE_SIZE", c.QueueSize); err != nil {
		return c, err
	}
	if c.HTTPTimeout, err = durationEnv("RELAY_HTTP_TIMEOUT", c.HTTPTimeout); err != nil {
		return c, err
	}
	if c.RetryMax, err = durationEnv("RELAY_RETRY_MAX", c.RetryMax); err != nil {
		return c, err
	}
	return c, nil
}

func durationEnv(key string, def time.Duration) (time.Duration, error) {
	v := os.Getenv(key)
	if v == "" {
		return def, nil
	}
	d, err := time.ParseDuration(v)
	if err != nil || d <= 0 {
		return def, fmt.Errorf("%s must be a positive duration like 10s, got %q", key, v)
	}
	return d, nil
}

func intEnv(key string, def int) (int, error) {
	v := os.Getenv(key)
	if v == "" {
		return def, nil
	}
	n, err := strconv.Atoi(v)
	if err != nil || n <= 0 {
		return def, fmt.Errorf("%s must be a positive integer, got %q", key, v)
	}
	return n, nil
}
