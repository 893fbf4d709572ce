package api

import (
	"net/url"
	"testing"
)

func TestParseListParamsDefaults(t *testing.T) {
	p, err := parseListParams(url.Values{})
	if err != nil {
		t.Fatal(err)
	}
	if p.Page != 1 || p.PageSize != defaultPageSize {
		t.Fatalf("got page=%d size=%d", p.Page, p.PageSize)
	}
}

func TestParseListParamsCapsPageSize(t *testing.T) {
	p, _ := parseListParams(url.Values{"page_size": {"500"}})
	if p.PageSize != maxPageSize {
		t.Fatalf("got %d", p.PageSize)
	}
}

func TestParseDateRejectsGarbage(t *testing.T) {
	if _, err := parseDate("2024/01/02"); err == nil {
		t.Fatal("expected error")
	}
}

func TestParseDateUsesCST(t *testing.T) {
	got, err := parseDate("2025-11-17")
	if err != nil {
		t.Fatal(err)
	}
	if got.UTC().Hour() != 16 || got.UTC().Day() != 16 {
		t.Fatalf("want 2025-11-16T16:00Z, got %s", got.UTC())
	}
}
