package config

import (
	"testing"
	"time"
)

func TestLoadDefaults(t *testing.T) {
	t.Setenv("INGEST_DATABASE_URL", "postgres://localhost/ingest")
	c, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	if c.FlushInterval != 5*time.Second {
		t.Errorf("FlushInterval = %v", c.FlushInterval)
	}
	if c.BatchSize != 500 {
		t.Errorf("BatchSize = %d", c.BatchSize)
	}
}

func TestLoadRequiresDatabaseURL(t *testing.T) {
	t.Setenv("INGEST_DATABASE_URL", "")
	if _, err := Load(); err == nil {
		t.Fatal("expected error")
	}
}

func TestSplitList(t *testing.T) {
	got := splitList(" a:1, b:2 ,,")
	if len(got) != 2 || got[0] != "a:1" || got[1] != "b:2" {
		t.Errorf("splitList = %v", got)
	}
}
