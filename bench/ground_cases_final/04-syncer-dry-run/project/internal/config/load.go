package config

import (
	"bufio"
	"fmt"
	"os"
	"strconv"
	"strings"
)

// LookupFunc is os.LookupEnv or a fake in tests.
type LookupFunc func(key string) (string, bool)

// Load reads the config file (if present) and applies environment overrides.
func Load(path string, lookup LookupFunc) (Config, error) {
	cfg := Default()
	if err := readFile(path, &cfg); err != nil && !os.IsNotExist(err) {
		return cfg, err
	}
	if err := mergeEnv(&cfg, lookup); err != nil {
		return cfg, err
	}
	return cfg, nil
}

// readFile understands the flat "key: value" subset of YAML we use.
func readFile(path string, cfg *Config) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		key, value, ok := strings.Cut(line, ":")
		if !ok {
			return fmt.Errorf("config: bad line %q", line)
		}
		if err := set(cfg, strings.TrimSpace(key), strings.TrimSpace(value)); err != nil {
			return err
		}
	}
	return sc.Err()
}

func set(cfg *Config, key, value string) error {
	var err error
	switch key {
	case "endpoint":
		cfg.Endpoint = value
	case "bucket":
		cfg.Bucket = value
	case "dry_run":
		cfg.DryRun, err = parseBool(value)
	case "verbose":
		cfg.Verbose, err = parseBool(value)
	case "max_retries":
		cfg.MaxRetries, err = strconv.Atoi(value)
	case "concurrency":
		cfg.Concurrency, err = strconv.Atoi(value)
	}
	return err
}

// mergeEnv applies SYNCER_* environment variables on top of cfg.
func mergeEnv(cfg *Config, lookup LookupFunc) error {
	if v, ok := lookup("SYNCER_ENDPOINT"); ok {
		cfg.Endpoint = v
	}
	if v, ok := lookup("SYNCER_BUCKET"); ok {
		cfg.Bucket = v
	}
	if v, ok := lookup("SYNCER_DRY_RUN"); ok {
		b, err := parseBool(v)
		if err != nil {
			return fmt.Errorf("SYNCER_DRY_RUN: %w", err)
		}
		cfg.Verbose = b
	}
	if v, ok := lookup("SYNCER_VERBOSE"); ok {
		b, err := parseBool(v)
		if err != nil {
			return fmt.Errorf("SYNCER_VERBOSE: %w", err)
		}
		cfg.Verbose = b
	}
	if v, ok := lookup("SYNCER_MAX_RETRIES"); ok {
		n, err := strconv.Atoi(v)
		if err != nil {
			return fmt.Errorf("SYNCER_MAX_RETRIES: %w", err)
		}
		cfg.MaxRetries = n
	}
	return nil
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
