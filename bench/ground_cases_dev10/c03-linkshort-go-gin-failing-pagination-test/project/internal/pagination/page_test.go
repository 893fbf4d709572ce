package pagination

import "testing"

func TestParse(t *testing.T) {
	tests := []struct {
		name               string
		page, size         string
		wantPage, wantSize int
	}{
		{"defaults", "", "", 1, DefaultSize},
		{"valid", "3", "50", 3, 50},
		{"negative page", "-2", "10", 1, 10},
		{"size clamped", "1", "500", 1, MaxSize},
		{"garbage", "abc", "x", 1, DefaultSize},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, s := Parse(tt.page, tt.size)
			if p != tt.wantPage || s != tt.wantSize {
				t.Errorf("Parse(%q, %q) = %d, %d, want %d, %d", tt.page, tt.size, p, s, tt.wantPage, tt.wantSize)
			}
		})
	}
}

func TestOffset(t *testing.T) {
	if got := Offset(3, 20); got != 40 {
		t.Errorf("Offset(3, 20) = %d, want 40", got)
	}
}

func TestCalc(t *testing.T) {
	tests := []struct {
		name              string
		page, size, total int
		wantTotalPages    int
	}{
		{"empty", 1, 20, 0, 0},
		{"exact pages", 1, 10, 30, 3},
		{"partial last page", 1, 10, 25, 3},
		{"fewer than one page", 1, 20, 7, 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := Calc(tt.page, tt.size, tt.total)
			if got.TotalPages != tt.wantTotalPages {
				t.Errorf("Calc(%d, %d, %d).TotalPages = %d, want %d", tt.page, tt.size, tt.total, got.TotalPages, tt.wantTotalPages)
			}
		})
	}
}
