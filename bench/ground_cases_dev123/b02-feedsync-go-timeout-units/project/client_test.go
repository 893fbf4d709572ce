package main

import (
	"context"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"
)

func testClient(url string) *Client {
	return NewClient(Config{BaseURL: url, Token: "t", Timeout: 2 * time.Second, MaxRetries: 0})
}

func TestFetchPageDecodesItems(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Header.Get("Authorization") != "Bearer t" {
			t.Errorf("missing token")
		}
		w.Write([]byte(`{"items":[{"sku":"A-1","name":"Mug","price":1200,"stock":3}]}`))
	}))
	defer srv.Close()
	items, err := testClient(srv.URL).FetchPage(context.Background(), 1)
	if err != nil || len(items) != 1 || items[0].SKU != "A-1" {
		t.Fatalf("got %v, %v", items, err)
	}
}

func TestFetchPageNon200IsError(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		http.Error(w, "nope", http.StatusForbidden)
	}))
	defer srv.Close()
	if _, err := testClient(srv.URL).FetchPage(context.Background(), 1); err == nil {
		t.Fatal("want an error for 403")
	}
}
