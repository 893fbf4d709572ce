package config

import (
	"fmt"
	"os"
	"strconv"
)

// Config is read from the environment (see deploy/relay-worker.env).
type Config struct {
	RedisAddr     string
	Stream        string
	Group         string
	ConsumerName  string
	SigningSecret string
	MaxAttempts   int
}

func Load() (Config, error) {
	host, _ := os.Hostname()
	c := Config{
		RedisAddr:     env("REDIS_ADDR", "localhost:6379"),
		Stream:        env("RELAY_STREAM", "webhooks"),
		Group:         env("RELAY_GROUP", "relay"),
		ConsumerName:  env("RELAY_CONSUMER", host),
		SigningSecret: os.Getenv("SIGNING_SECRET"),
	}
	if c.SigningSecret == "" {
		return c, fmt.Errorf("SIGNING_SECRET is required")
	}
	n, err := envInt("MAX_ATTEMPTS", 8)
	if err != nil {
		return c, err
	}
	if n < 1 {
		return c, fmt.Errorf("MAX_ATTEMPTS must be at least 1, got %d", n)
	}
	c.MaxAttempts = n
	return c, nil
}

func env(key, def string) string {
	if v := os.Getenv(key); v != "" {
		return v
	}
	return def
}

func envInt(key string, def int) (int, error) {
	v := os.Getenv(key)
	if v == "" {
		return def, nil
	}
	n, err := strconv.Atoi(v)
	if err != nil {
		return 0, fmt.Errorf("%s: %w", key, err)
	}
	return n, nil
}
