package config

import (
	"errors"
	"os"
	"strconv"
	"time"
)

// Config is read once at start-up from RELAY_* environment variables.
type Config struct {
	Listen        string
	UpstreamURL   string
	ArchiveDir    string
	PartnerSecret string
	Timeout       time.Duration
	// TLSInsecure skips certificate checks against the upstream. Local dev only
	// (docker-compose upstream with a self-signed cert).
	TLSInsecure bool
}

func FromEnv() (Config, error) {
	c := Config{
		Listen:        getenv("RELAY_LISTEN", ":8080"),
		UpstreamURL:   os.Getenv("RELAY_UPSTREAM_URL"),
		ArchiveDir:    getenv("RELAY_ARCHIVE_DIR", "/var/lib/relayd/archive"),
		PartnerSecret: os.Getenv("RELAY_PARTNER_SECRET"),
		Timeout:       10 * time.Second,
	}
	if c.UpstreamURL == "" {
		return c, errors.New("RELAY_UPSTREAM_URL is required")
	}
	if v := os.Getenv("RELAY_TLS_INSECURE"); v != "" {
		b, err := strconv.ParseBool(v)
		if err != nil {
			return c, errors.New("RELAY_TLS_INSECURE must be true or false")
		}
		c.TLSInsecure = b
	}
	return c, nil
}

func getenv(key, def string) string {
	if v := os.Getenv(key); v != "" {
		return v
	}
	return def
}
