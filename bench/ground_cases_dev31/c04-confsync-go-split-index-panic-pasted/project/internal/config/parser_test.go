package config

import (
	"strings"
	"testing"
)

const sample = `
name = confsync
[redis]
addr = "127.0.0.1:6379"
db = 2
[feature]
dry_run = yes
`

func TestParseBasic(t *testing.T) {
	cfg, err := Parse(strings.NewReader(sample))
	if err != nil {
		t.Fatal(err)
	}
	if v, _ := cfg.Get("", "name"); v != "confsync" {
		t.Errorf("name = %q", v)
	}
	if v, _ := cfg.Get("redis", "addr"); v != "127.0.0.1:6379" {
		t.Errorf("addr = %q", v)
	}
	if n := cfg.GetInt("redis", "db", 0); n != 2 {
		t.Errorf("db = %d", n)
	}
	if !cfg.GetBool("feature", "dry_run", false) {
		t.Error("dry_run should be true")
	}
}

func TestBadSection(t *testing.T) {
	if _, err := Parse(strings.NewReader("[oops\n")); err == nil {
		t.Fatal("want error for unclosed section")
	}
}
