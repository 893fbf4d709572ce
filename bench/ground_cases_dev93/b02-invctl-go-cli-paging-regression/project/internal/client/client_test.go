package client

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strconv"
	"testing"
	"time"
)

func testClient(url string, pageSize int) *Client {
	c := New(url, "test-token")
	c.PageSize = pageSize
	c.Retry = RetryPolicy{MaxAttempts: 2, BaseDelay: time.Millisecond, MaxDelay: time.Millisecond}
	return c
}

func writePage(w http.ResponseWriter, page, totalPages, n int) {
	items := make([]Item, n)
	for i := range items {
		items[i] = Item{SKU: fmt.Sprintf("SKU-%d-%d", page, i), Status: "active"}
	}
	_ = json.NewEncoder(w).Encode(pageResp{Items: items, Page: page, TotalPages: totalPages})
}

func TestShortPageEndsPaging(t *testing.T) {
	// total_pages says 5 (stale cache), but page 2 is already short: stop there.
	calls := 0
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		calls++
		page, _ := strconv.Atoi(r.URL.Query().Get("page"))
		n := map[int]int{1: 3, 2: 1}[page]
		writePage(w, page, 5, n)
	}))
	defer srv.Close()

	items, err := testClient(srv.URL, 3).FetchAll(context.Background(), time.Time{})
	if err != nil {
		t.Fatal(err)
	}
	if len(items) != 4 {
		t.Errorf("got %d items, want 4", len(items))
	}
	if calls != 2 {
		t.Errorf("requests = %d, want 2", calls)
	}
}

func TestFetchAllReadsLastPage(t *testing.T) {
	// 7 items, 3 per page: pages 1..3, the last one short.
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		page, _ := strconv.Atoi(r.URL.Query().Get("page"))
		n := map[int]int{1: 3, 2: 3, 3: 1}[page]
		writePage(w, page, 3, n)
	}))
	defer srv.Close()

	items, err := testClient(srv.URL, 3).FetchAll(context.Background(), time.Time{})
	if err != nil {
		t.Fatal(err)
	}
	if len(items) != 7 {
		t.Errorf("got %d items, want 7", len(items))
	}
}

func TestRetriesServerErrors(t *testing.T) {
	calls := 0
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		calls++
		if calls == 1 {
			w.WriteHeader(http.StatusBadGateway)
			return
		}
		writePage(w, 1, 1, 2)
	}))
	defer srv.Close()

	items, err := testClient(srv.URL, 3).FetchAll(context.Background(), time.Time{})
	if err != nil {
		t.Fatal(err)
	}
	if len(items) != 2 || calls != 2 {
		t.Errorf("items=%d calls=%d, want 2 and 2", len(items), calls)
	}
}

func TestSinceIsSentInUTC(t *testing.T) {
	var got string
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		got = r.URL.Query().Get("updated_since")
		writePage(w, 1, 1, 0)
	}))
	defer srv.Close()

	since := time.Date(2025, 11, 1, 0, 0, 0, 0, time.FixedZone("JST", 9*3600))
	if _, err := testClient(srv.URL, 3).FetchAll(context.Background(), since); err != nil {
		t.Fatal(err)
	}
	if got != "2025-10-31T15:00:00Z" {
		t.Errorf("updated_since = %q", got)
	}
}
