package api

import "testing"

func TestListProducts(t *testing.T) {
	if got := ListProducts("  X "); got != "x" {
		t.Fatalf("ListProducts = %q", got)
	}
}
