package carrier

import (
	"net/http"
	"net/http/httptest"
	"testing"
)

func TestCreateLabelRetries5xx(t *testing.T) {
	calls := 0
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		calls++
		if calls < 3 {
			w.WriteHeader(http.StatusServiceUnavailable)
			return
		}
		w.WriteHeader(http.StatusCreated)
		w.Write([]byte(`{"tracking_number":"PH123","pdf_url":"https://x/1.pdf"}`))
	}))
	defer srv.Close()
	l, err := New(srv.URL, "t").CreateLabel(LabelRequest{OrderID: "1"})
	if err != nil || l.TrackingNumber != "PH123" {
		t.Fatalf("got %v, %v", l, err)
	}
}
