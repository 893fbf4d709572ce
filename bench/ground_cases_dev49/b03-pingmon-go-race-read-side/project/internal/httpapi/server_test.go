package httpapi

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"sync"
	"testing"
	"time"

	"example.com/pingmon/internal/store"
)

func TestStatusListsTargets(t *testing.T) {
	st := store.New()
	st.Record(store.Result{Target: "tcp://db:5432", OK: true, Latency: 3 * time.Millisecond, At: time.Now()})
	st.Record(store.Result{Target: "https://api.example.com", OK: false, Err: "status 502", At: time.Now()})
	rec := httptest.NewRecorder()
	New(st).ServeHTTP(rec, httptest.NewRequest("GET", "/status", nil))
	var items []statusItem
	if err := json.Unmarshal(rec.Body.Bytes(), &items); err != nil {
		t.Fatal(err)
	}
	if len(items) != 2 || items[0].Target != "https://api.example.com" {
		t.Fatalf("unexpected items: %+v", items)
	}
}

func TestHealthWhileRecording(t *testing.T) {
	st := store.New()
	srv := New(st)
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		for i := 0; i < 100; i++ {
			st.Record(store.Result{Target: "tcp://cache:6379", OK: i%3 != 0, At: time.Now()})
		}
	}()
	for i := 0; i < 100; i++ {
		rec := httptest.NewRecorder()
		srv.ServeHTTP(rec, httptest.NewRequest("GET", "/healthz", nil))
		if rec.Code != http.StatusOK && rec.Code != http.StatusServiceUnavailable {
			t.Fatalf("healthz: %d", rec.Code)
		}
	}
	wg.Wait()
}
