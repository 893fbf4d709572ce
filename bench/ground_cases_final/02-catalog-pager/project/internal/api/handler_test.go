package api

import (
	"net/url"
	"testing"

	"example.com/catalog/internal/pager"
)

func TestParseQueryDefaults(t *testing.T) {
	got := parseQuery(url.Values{})
	want := pager.Page{Number: 1, Size: pager.DefaultSize}
	if got != want {
		t.Fatalf("parseQuery(empty) = %+v, want %+v", got, want)
	}
}

func TestParseQueryPage(t *testing.T) {
	got := parseQuery(url.Values{"page": {"3"}, "size": {"50"}})
	if got.Number != 3 || got.Size != 50 {
		t.Fatalf("parseQuery = %+v", got)
	}
}
