package main

import (
	"bytes"
	"strings"
	"testing"
	"time"

	"github.com/hoshino-lab/invctl/internal/client"
)

func sampleItems() []client.Item {
	at := time.Date(2025, 11, 3, 1, 30, 0, 0, time.UTC)
	return []client.Item{
		{SKU: "TW-0001", Name: "タオル 白", Status: "active", Stock: 120, UpdatedAt: at},
		{SKU: "TW-0002", Name: "タオル, 紺", Status: "active", Stock: 0, UpdatedAt: at},
	}
}

func TestWriteCSVHeaderAndRows(t *testing.T) {
	var buf bytes.Buffer
	if err := writeCSV(&buf, sampleItems()); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(buf.String()), "\n")
	if len(lines) != 3 {
		t.Fatalf("got %d lines, want 3", len(lines))
	}
	if lines[0] != "sku,name,status,stock,updated_at" {
		t.Errorf("header = %q", lines[0])
	}
	if !strings.Contains(lines[2], `"タオル, 紺"`) {
		t.Errorf("comma in name not quoted: %q", lines[2])
	}
}

func TestWriteJSONEmptyIsArray(t *testing.T) {
	var buf bytes.Buffer
	if err := writeJSON(&buf, nil); err != nil {
		t.Fatal(err)
	}
	if strings.TrimSpace(buf.String()) != "[]" {
		t.Errorf("got %q, want []", buf.String())
	}
}

func TestWithoutArchived(t *testing.T) {
	items := append(sampleItems(), client.Item{SKU: "TW-0999", Status: "archived"})
	kept := withoutArchived(items)
	if len(kept) != 2 {
		t.Fatalf("kept %d items, want 2", len(kept))
	}
	for _, it := range kept {
		if it.Status == "archived" {
			t.Errorf("archived item %s kept", it.SKU)
		}
	}
}

func TestWriteCSVUsesJST(t *testing.T) {
	var buf bytes.Buffer
	if err := writeCSV(&buf, sampleItems()[:1]); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(buf.String(), "2025-11-03T10:30:00+09:00") {
		t.Errorf("updated_at not in JST: %s", buf.String())
	}
}
