package store

import (
	"path/filepath"
	"testing"
	"time"
)

func TestAppendAndLoad(t *testing.T) {
	p := filepath.Join(t.TempDir(), "sub", "log.jsonl")
	for _, text := range []string{"a", "b"} {
		if err := Append(p, Entry{At: time.Now(), Text: text, Tags: []string{"x"}}); err != nil {
			t.Fatal(err)
		}
	}
	got, err := Load(p)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 2 || got[1].Text != "b" || !got[0].HasTag("x") {
		t.Fatalf("unexpected: %+v", got)
	}
}

func TestLoadMissingFile(t *testing.T) {
	got, err := Load(filepath.Join(t.TempDir(), "none.jsonl"))
	if err != nil || got != nil {
		t.Fatalf("got %v, %v", got, err)
	}
}
