package api

import (
	"net/http/httptest"
	"testing"
)

func TestParsePageDefaults(t *testing.T) {
	r := httptest.NewRequest("GET", "/api/orders", nil)
	page, size := parsePage(r)
	if page != 1 || size != defaultPageSize {
		t.Fatalf("got page=%d size=%d", page, size)
	}
}

func TestParsePageClampsSize(t *testing.T) {
	r := httptest.NewRequest("GET", "/api/orders?page=3&page_size=1000", nil)
	page, size := parsePage(r)
	if page != 3 || size != maxPageSize {
		t.Fatalf("got page=%d size=%d", page, size)
	}
}

func TestParsePageNegative(t *testing.T) {
	r := httptest.NewRequest("GET", "/api/orders?page=-2&page_size=0", nil)
	page, size := parsePage(r)
	if page != 1 || size != defaultPageSize {
		t.Fatalf("got page=%d size=%d", page, size)
	}
}
