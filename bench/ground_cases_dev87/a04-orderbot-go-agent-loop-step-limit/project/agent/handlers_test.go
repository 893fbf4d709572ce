package agent

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"testing"
)

func TestLookupOrderDecodesSchemaField(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/orders/PCL-1" {
			t.Errorf("path = %s", r.URL.Path)
		}
		_ = json.NewEncoder(w).Encode(map[string]string{"status": "shipped"})
	}))
	defer srv.Close()

	// Build the input from the schema's own property name, as the model would.
	props := Tools[0].OfTool.InputSchema.Properties.(map[string]any)
	var field string
	for k := range props {
		field = k
	}
	input, _ := json.Marshal(map[string]string{field: "PCL-1"})

	out, err := NewHandlers(srv.URL).Call(context.Background(), "lookup_order", input)
	if err != nil {
		t.Fatalf("Call: %v", err)
	}
	if out != `{"status":"shipped"}` {
		t.Fatalf("out = %s", out)
	}
}
