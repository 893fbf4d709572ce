package upload

import "testing"

func TestCheckTypeAcceptsPNG(t *testing.T) {
	png := []byte("\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR")
	if err := checkType(png); err != nil {
		t.Fatalf("checkType(png) = %v", err)
	}
}

func TestCheckTypeRejectsText(t *testing.T) {
	if err := checkType([]byte("hello, world")); err == nil {
		t.Fatal("checkType(text) = nil, want error")
	}
}
