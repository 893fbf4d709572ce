package units

import "testing"

func TestParseSizeMB(t *testing.T) {
	n, err := ParseSize("512MB")
	if err != nil || n != 512<<20 {
		t.Fatalf("got %d, %v", n, err)
	}
}
