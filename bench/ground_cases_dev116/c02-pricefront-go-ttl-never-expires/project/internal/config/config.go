package config

import (
	"log"
	"os"
	"strconv"
	"time"
)

type Config struct {
	Addr        string
	UpstreamURL string
	CacheTTL    time.Duration
	MaxEntries  int
}

func Load() Config {
	return Config{
		Addr:        getenv("ADDR", ":8080"),
		UpstreamURL: getenv("UPSTREAM_URL", "http://localhost:9000"),
		CacheTTL:    duration("CACHE_TTL", getenv("CACHE_TTL", "60s")),
		MaxEntries:  atoi("CACHE_MAX_ENTRIES", getenv("CACHE_MAX_ENTRIES", "10000")),
	}
}

func getenv(key, def string) string {
	if v, ok := os.LookupEnv(key); ok && v != "" {
		return v
	}
	return def
}

// duration accepts Go durations ("30s", "5m") and, for old deployments, bare seconds ("60").
func duration(key, v string) time.Duration {
	if n, err := strconv.Atoi(v); err == nil {
		return time.Duration(n) * time.Second
	}
	d, err := time.ParseDuration(v)
	if err != nil || d <= 0 {
		log.Fatalf("config: %s=%q is not a duration (use 30s, 5m or seconds)", key, v)
	}
	return d
}

func atoi(key, v string) int {
	n, err := strconv.Atoi(v)
	if err != nil {
		log.Fatalf("config: %s=%q is not an integer", key, v)
	}
	return n
}
