package config

import (
	"fmt"
	"os"
	"strconv"
	"strings"
)

func applyEnv(cfg *Config) error {
	if v, ok := os.LookupEnv("STATUS_LISTEN"); ok {
		cfg.Listen = v
	}
	if v, ok := os.LookupEnv("STATUS_CORS_ORIGINS"); ok {
		cfg.CORS.Allow = parseList(v)
	}
	if v, ok := os.LookupEnv("STATUS_DEBUG"); ok {
		b, err := parseBool(v)
		if err != nil {
			return fmt.Errorf("STATUS_DEBUG: %w", err)
		}
		cfg.Debug = b
	}
	if v, ok := os.LookupEnv("STATUS_MAX_INCIDENTS"); ok {
		n, err := strconv.Atoi(strings.TrimSpace(v))
		if err != nil {
			return fmt.Errorf("STATUS_MAX_INCIDENTS: %w", err)
		}
		cfg.MaxIncidents = n
	}
	return nil
}

// parseList splits a comma-separated env value, normalising each entry
// (surrounding blanks, trailing slashes) and dropping empty ones.
func parseList(v string) []string {
	parts := strings.Split(v, ",")
	out := make([]string, 0, len(parts))
	for _, p := range parts {
		if p = strings.TrimRight(p, " /"); p != "" {
			out = append(out, p)
		}
	}
	return out
}

func parseBool(v string) (bool, error) {
	switch strings.ToLower(strings.TrimSpace(v)) {
	case "1", "true", "yes", "on":
		return true, nil
	case "0", "false", "no", "off", "":
		return false, nil
	}
	return false, fmt.Errorf("not a boolean: %q", v)
}
