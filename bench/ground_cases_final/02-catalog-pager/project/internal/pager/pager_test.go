package pager

import "testing"

func TestNewClamps(t *testing.T) {
	cases := []struct {
		number, size int
		want         Page
	}{
		{0, 0, Page{1, DefaultSize}},
		{-3, 10, Page{1, 10}},
		{2, 500, Page{2, MaxSize}},
	}
	for _, c := range cases {
		if got := New(c.number, c.size); got != c.want {
			t.Errorf("New(%d, %d) = %+v, want %+v", c.number, c.size, got, c.want)
		}
	}
}

func TestTotalPages(t *testing.T) {
	p := New(1, 20)
	if got := p.TotalPages(41); got != 3 {
		t.Errorf("TotalPages(41) = %d, want 3", got)
	}
	if got := p.TotalPages(0); got != 1 {
		t.Errorf("TotalPages(0) = %d, want 1", got)
	}
}
