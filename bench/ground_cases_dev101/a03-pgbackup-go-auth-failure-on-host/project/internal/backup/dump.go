package backup

import (
	"compress/gzip"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"time"
)

// Config comes from the environment; on the hosts the systemd unit loads it
// from /etc/pgbackup/pgbackup.env.
type Config struct {
	Host     string
	Port     string
	User     string
	Password string
	Database string
}

func ConfigFromEnv() (Config, error) {
	cfg := Config{
		Host:     os.Getenv("PGBACKUP_HOST"),
		Port:     envOr("PGBACKUP_PORT", "5432"),
		User:     envOr("PGBACKUP_USER", "backup"),
		Password: os.Getenv("PGBACKUP_PASSWORD"),
		Database: os.Getenv("PGBACKUP_DATABASE"),
	}
	var missing []string
	for name, v := range map[string]string{
		"PGBACKUP_HOST": cfg.Host, "PGBACKUP_PASSWORD": cfg.Password, "PGBACKUP_DATABASE": cfg.Database,
	} {
		if v == "" {
			missing = append(missing, name)
		}
	}
	if len(missing) > 0 {
		return cfg, fmt.Errorf("missing environment: %s", strings.Join(missing, ", "))
	}
	return cfg, nil
}

func envOr(key, def string) string {
	if v := os.Getenv(key); v != "" {
		return v
	}
	return def
}

// Dump runs pg_dump and writes <dir>/<database>-<UTC timestamp>.sql.gz.
// The file appears under its final name only once the dump succeeded.
func Dump(ctx context.Context, cfg Config, dir string, now time.Time) (string, error) {
	path := filepath.Join(dir, fmt.Sprintf("%s-%s.sql.gz", cfg.Database, now.UTC().Format(stampLayout)))
	tmp := path + ".partial"
	out, err := os.OpenFile(tmp, os.O_CREATE|os.O_EXCL|os.O_WRONLY, 0o600)
	if err != nil {
		return "", err
	}
	defer os.Remove(tmp) // no-op after the rename
	gz := gzip.NewWriter(out)

	cmd := exec.CommandContext(ctx, "pg_dump",
		"--host", cfg.Host, "--port", cfg.Port, "--username", cfg.User,
		"--no-password", "--format", "plain", cfg.Database)
	cmd.Env = append(os.Environ(), "PGPASSWORD="+cfg.Password, "PGCONNECT_TIMEOUT=15")
	cmd.Stdout = gz
	var stderr strings.Builder
	cmd.Stderr = &stderr
	if err := cmd.Run(); err != nil {
		out.Close()
		return "", fmt.Errorf("pg_dump: %w: %s", err, strings.TrimSpace(stderr.String()))
	}
	if err := gz.Close(); err != nil {
		out.Close()
		return "", err
	}
	if err := out.Close(); err != nil {
		return "", err
	}
	return path, os.Rename(tmp, path)
}
