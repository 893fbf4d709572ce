package config

import (
	"fmt"
	"os"
	"time"
)

type Config struct {
	ListenAddr      string
	UpstreamURL     string
	UpstreamTimeout time.Duration
	ShutdownTimeout time.Duration
	AttachmentDir   string
	AuditPath       string
	UpstreamCAFile  string
}

func env(key, def string) string {
	if v, ok := os.LookupEnv(key); ok && v != "" {
		return v
	}
	return def
}

func duration(key, def string) (time.Duration, error) {
	d, err := time.ParseDuration(env(key, def))
	if err != nil {
		return 0, fmt.Errorf("%s: %w", key, err)
	}
	return d, nil
}

func Load() (Config, error) {
	c := Config{
		ListenAddr:    env("LISTEN_ADDR", ":8080"),
		UpstreamURL:   env("UPSTREAM_URL", "https://push.internal.lanhai.cn"),
		AttachmentDir: env("ATTACHMENT_DIR", "/var/lib/notify/attachments"),
		AuditPath:     env("AUDIT_PATH", "/var/log/notify/audit.log"),
		UpstreamCAFile: env("UPSTREAM_CA_FILE", ""),
	}
	var err error
	if c.UpstreamTimeout, err = duration("UPSTREAM_TIMEOUT", "5s"); err != nil {
		return c, err
	}
	if c.ShutdownTimeout, err = duration("SHUTDOWN_TIMEOUT", "15s"); err != nil {
		return c, err
	}
	return c, nil
}
