package config

import (
	"fmt"
	"os"
	"strconv"
	"time"
)

// Config is read once from the environment at start-up.
type Config struct {
	HTTPAddr        string
	RedisAddr       string
	RedisPassword   string
	RateLimit       int
	RateWindow      time.Duration
	SMSProviderURL  string
	ShutdownTimeout time.Duration
}

func Load() (Config, error) {
	c := Config{
		HTTPAddr:        env("HTTP_ADDR", ":8080"),
		RedisAddr:       env("REDIS_ADDR", "127.0.0.1:6379"),
		RedisPassword:   os.Getenv("REDIS_PASSWORD"),
		SMSProviderURL:  env("SMS_PROVIDER_URL", "https://sms.internal.hexin.local/v2/send"),
		ShutdownTimeout: 10 * time.Second,
	}
	var err error
	if c.RateLimit, err = strconv.Atoi(env("RATE_LIMIT", "60")); err != nil {
		return c, fmt.Errorf("RATE_LIMIT: %w", err)
	}
	if c.RateWindow, err = time.ParseDuration(env("RATE_WINDOW", "1m")); err != nil {
		return c, fmt.Errorf("RATE_WINDOW: %w", err)
	}
	return c, nil
}

func env(key, def string) string {
	if v := os.Getenv(key); v != "" {
		return v
	}
	return def
}
