// Package config は ~/.config/dotsync/config.yaml を読む。
package config

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"gopkg.in/yaml.v3"
)

type Link struct {
	Src string `yaml:"src"`
	Dst string `yaml:"dst"`
}

type Config struct {
	RepoDir string `yaml:"repo"`
	Links   []Link `yaml:"links"`
}

// DefaultPath は設定ファイルの既定の場所。
func DefaultPath() string {
	if x := os.Getenv("XDG_CONFIG_HOME"); x != "" {
		return filepath.Join(x, "dotsync", "config.yaml")
	}
	return filepath.Join(ExpandHome("~/.config"), "dotsync", "config.yaml")
}

// ExpandHome は先頭の ~ をホームディレクトリにする。
func ExpandHome(p string) string {
	if p == "~" || strings.HasPrefix(p, "~/") {
		return filepath.Join(os.Getenv("HOME"), p[1:])
	}
	return p
}

func Load(path string) (*Config, error) {
	b, err := os.ReadFile(path)
	if errors.Is(err, os.ErrNotExist) {
		return nil, fmt.Errorf("設定ファイルがありません: %s", path)
	}
	if err != nil {
		return nil, err
	}
	var cfg Config
	if err := yaml.Unmarshal(b, &cfg); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	if cfg.RepoDir == "" {
		return nil, fmt.Errorf("%s: repo を指定してください", path)
	}
	cfg.RepoDir = ExpandHome(cfg.RepoDir)
	return &cfg, nil
}
