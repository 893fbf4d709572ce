package handler

import (
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/DATA-DOG/go-sqlmock"
	"github.com/go-chi/chi/v5"
)

func newTestHandler(t *testing.T) (*StockHandler, sqlmock.Sqlmock, chi.Router) {
	t.Helper()
	db, mock, err := sqlmock.New()
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	h := NewStockHandler(db, slog.Default())
	r := chi.NewRouter()
	h.Routes(r)
	return h, mock, r
}

func TestListLowStock_DefaultThreshold(t *testing.T) {
	_, mock, r := newTestHandler(t)
	mock.ExpectQuery("SELECT sku, name, quantity, warehouse FROM stocks").
		WithArgs(10).
		WillReturnRows(sqlmock.NewRows([]string{"sku", "name", "quantity", "warehouse"}).
			AddRow("A-001", "養生テープ", 3, "kawasaki"))

	rec := httptest.NewRecorder()
	r.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/stocks/low", nil))

	if rec.Code != http.StatusOK {
		t.Fatalf("status = %d", rec.Code)
	}
	if !strings.Contains(rec.Body.String(), `"sku":"A-001"`) {
		t.Errorf("body = %s", rec.Body.String())
	}
}

func TestAdjustStock_Conflict(t *testing.T) {
	_, mock, r := newTestHandler(t)
	mock.ExpectExec("UPDATE stocks").WithArgs(-5, "A-001").WillReturnResult(sqlmock.NewResult(0, 0))

	rec := httptest.NewRecorder()
	r.ServeHTTP(rec, httptest.NewRequest(http.MethodPost, "/stocks/A-001/adjust", strings.NewReader(`{"delta":-5}`)))

	if rec.Code != http.StatusConflict {
		t.Fatalf("status = %d", rec.Code)
	}
}
