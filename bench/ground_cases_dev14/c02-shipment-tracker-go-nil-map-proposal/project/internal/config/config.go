package config

import (
	"os"
	"time"
)

// Config is read once from the environment at start-up.
type Config struct {
	Addr         string
	CacheEnabled bool
	CacheTTL     time.Duration
	SFBase       string
	SFToken      string
	ZTOBase      string
	ZTOToken     string
}

func getenv(key, def string) string {
	if v, ok := os.LookupEnv(key); ok && v != "" {
		return v
	}
	return def
}

func Load() (Config, error) {
	ttl, err := time.ParseDuration(getenv("TRACKER_CACHE_TTL", "5m"))
	if err != nil {
		return Config{}, err
	}
	return Config{
		Addr:         getenv("TRACKER_ADDR", ":8080"),
		CacheEnabled: getenv("TRACKER_CACHE", "on") != "off",
		CacheTTL:     ttl,
		SFBase:       getenv("SF_API_BASE", "https://sfapi.sf-express.com"),
		SFToken:      os.Getenv("SF_API_TOKEN"),
		ZTOBase:      getenv("ZTO_API_BASE", "https://japi.zto.com"),
		ZTOToken:     os.Getenv("ZTO_API_TOKEN"),
	}, nil
}
