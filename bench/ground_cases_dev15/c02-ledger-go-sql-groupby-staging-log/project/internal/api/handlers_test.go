package api

import (
	"context"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/jackc/pgx/v5"
	"go.uber.org/zap"

	"example.com/ledger/internal/store"
)

type fakeStore struct {
	accounts map[int64]store.Account
	entries  []store.Entry
}

func (f *fakeStore) GetAccount(_ context.Context, id int64) (store.Account, error) {
	a, ok := f.accounts[id]
	if !ok {
		return store.Account{}, pgx.ErrNoRows
	}
	return a, nil
}

func (f *fakeStore) ListEntries(_ context.Context, _ int64, limit int) ([]store.Entry, error) {
	if limit < len(f.entries) {
		return f.entries[:limit], nil
	}
	return f.entries, nil
}

func (f *fakeStore) BalanceHistory(_ context.Context, _ int64, days int) ([]store.DayDelta, error) {
	return make([]store.DayDelta, 0, days), nil
}

func newTestServer() http.Handler {
	fs := &fakeStore{accounts: map[int64]store.Account{7: {ID: 7, Name: "ops", Currency: "CNY"}}}
	return NewServer(fs, zap.NewNop()).Routes()
}

func get(t *testing.T, h http.Handler, url string) *httptest.ResponseRecorder {
	t.Helper()
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, url, nil))
	return rec
}

func TestGetAccount(t *testing.T) {
	h := newTestServer()
	if rec := get(t, h, "/accounts/7"); rec.Code != http.StatusOK {
		t.Fatalf("status %d", rec.Code)
	}
	if rec := get(t, h, "/accounts/8"); rec.Code != http.StatusNotFound {
		t.Fatalf("missing account: status %d", rec.Code)
	}
}

func TestListEntriesLimit(t *testing.T) {
	h := newTestServer()
	if rec := get(t, h, "/accounts/7/entries?limit=0"); rec.Code != http.StatusBadRequest {
		t.Fatalf("limit=0: status %d", rec.Code)
	}
	if rec := get(t, h, "/accounts/7/entries?limit=20"); rec.Code != http.StatusOK {
		t.Fatalf("limit=20: status %d", rec.Code)
	}
}

func TestBalanceHistoryDays(t *testing.T) {
	h := newTestServer()
	for url, want := range map[string]int{
		"/accounts/7/balance-history":          http.StatusOK,
		"/accounts/7/balance-history?days=7":   http.StatusOK,
		"/accounts/7/balance-history?days=0":   http.StatusBadRequest,
		"/accounts/7/balance-history?days=ab":  http.StatusBadRequest,
		"/accounts/7/balance-history?days=366": http.StatusBadRequest,
	} {
		if rec := get(t, h, url); rec.Code != want {
			t.Errorf("%s: status %d, want %d", url, rec.Code, want)
		}
	}
}
