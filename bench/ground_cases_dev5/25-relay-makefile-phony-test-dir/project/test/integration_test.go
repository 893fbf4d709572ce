//go:build integration

package test

import (
	"net/http"
	"testing"
)

func TestRelayUp(t *testing.T) {
	resp, err := http.Post("http://localhost:8080/", "application/json", nil)
	if err != nil {
		t.Fatal(err)
	}
	if resp.StatusCode != http.StatusAccepted {
		t.Fatalf("got %d", resp.StatusCode)
	}
}
