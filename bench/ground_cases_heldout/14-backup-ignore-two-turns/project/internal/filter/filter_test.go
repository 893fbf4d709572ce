package filter

import "testing"

func TestMatchGlob(t *testing.T) {
	f := New("*.log", "*.tmp")
	for _, rel := range []string{"app.log", "logs/2024/app.log", "x.tmp"} {
		if !f.Match(rel, false) {
			t.Errorf("Match(%q) = false, want true", rel)
		}
	}
	if f.Match("main.go", false) {
		t.Error("main.go should not be excluded")
	}
}

func TestMatchExactName(t *testing.T) {
	f := New(".DS_Store")
	if !f.Match("img/.DS_Store", false) {
		t.Error("want .DS_Store excluded")
	}
}
