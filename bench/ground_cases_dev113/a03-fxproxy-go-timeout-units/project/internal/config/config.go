package config

import (
	"fmt"
	"os"
	"strconv"
)

// Config is read once at startup from the environment.
type Config struct {
	ListenAddr   string
	UpstreamURL  string
	TimeoutMs    int
	MaxRetries   int
	CacheEntries int
}

func envInt(key string, def int) (int, error) {
	raw, ok := os.LookupEnv(key)
	if !ok || raw == "" {
		return def, nil
	}
	n, err := strconv.Atoi(raw)
	if err != nil {
		return 0, fmt.Errorf("%s: %w", key, err)
	}
	return n, nil
}

func Load() (Config, error) {
	c := Config{
		ListenAddr:  getenv("LISTEN_ADDR", ":8080"),
		UpstreamURL: getenv("UPSTREAM_URL", "http://rates.internal:9000"),
	}
	var err error
	if c.TimeoutMs, err = envInt("TIMEOUT_MS", 2000); err != nil {
		return c, err
	}
	if c.MaxRetries, err = envInt("MAX_RETRIES", 2); err != nil {
		return c, err
	}
	if c.CacheEntries, err = envInt("CACHE_ENTRIES", 512); err != nil {
		return c, err
	}
	return c, nil
}

func getenv(key, def string) string {
	if v := os.Getenv(key); v != "" {
		return v
	}
	return def
}
