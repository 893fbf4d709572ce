package crm

import (
	"context"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"
)

func TestListContactsPassesCursor(t *testing.T) {
	var got string
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		got = r.URL.Query().Get("after")
		w.Write([]byte(`{"results":[{"id":"1","email":"a@example.com"}],"paging":{"next":""}}`))
	}))
	defer srv.Close()

	c := NewClient(srv.URL, "t")
	page, err := c.ListContacts(context.Background(), time.Now(), "abc")
	if err != nil {
		t.Fatal(err)
	}
	if got != "abc" || len(page.Results) != 1 {
		t.Fatalf("cursor=%q results=%d", got, len(page.Results))
	}
}

func TestListContactsRetriesOn429(t *testing.T) {
	calls := 0
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		calls++
		if calls < 3 {
			w.WriteHeader(http.StatusTooManyRequests)
			return
		}
		w.Write([]byte(`{"results":[],"paging":{"next":""}}`))
	}))
	defer srv.Close()

	c := NewClient(srv.URL, "t")
	c.baseDelay = time.Millisecond
	if _, err := c.ListContacts(context.Background(), time.Now(), ""); err != nil {
		t.Fatal(err)
	}
	if calls != 3 {
		t.Fatalf("calls=%d, want 3", calls)
	}
}

func TestListContactsAPIError(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		http.Error(w, `{"message":"bad token"}`, http.StatusUnauthorized)
	}))
	defer srv.Close()

	_, err := NewClient(srv.URL, "t").ListContacts(context.Background(), time.Now(), "")
	if _, ok := err.(*APIError); !ok {
		t.Fatalf("want *APIError, got %v", err)
	}
}
