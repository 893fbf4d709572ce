package pagination

import (
	"net/url"
	"testing"
)

func TestParse(t *testing.T) {
	tests := []struct {
		name    string
		query   string
		want    Page
		wantErr bool
	}{
		{"defaults", "", Page{Number: 1, PerPage: DefaultPerPage}, false},
		{"explicit", "page=3&per_page=50", Page{Number: 3, PerPage: 50}, false},
		{"per_page capped", "per_page=500", Page{Number: 1, PerPage: MaxPerPage}, false},
		{"page zero", "page=0", Page{}, true},
		{"not a number", "page=abc", Page{}, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			q, _ := url.ParseQuery(tt.query)
			got, err := Parse(q)
			if (err != nil) != tt.wantErr {
				t.Fatalf("Parse(%q) err = %v, wantErr %v", tt.query, err, tt.wantErr)
			}
			if got != tt.want {
				t.Errorf("Parse(%q) = %+v, want %+v", tt.query, got, tt.want)
			}
		})
	}
}

func TestOffset(t *testing.T) {
	tests := []struct {
		name string
		page Page
		want int
	}{
		{"first page", Page{Number: 1, PerPage: 20}, 0},
		{"third page", Page{Number: 3, PerPage: 20}, 40},
		{"per_page 50", Page{Number: 2, PerPage: 50}, 50},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := tt.page.Offset(); got != tt.want {
				t.Errorf("%+v.Offset() = %d, want %d", tt.page, got, tt.want)
			}
		})
	}
}

func TestTotalPages(t *testing.T) {
	cases := map[[2]int]int{
		{0, 20}:   1,
		{20, 20}:  1,
		{21, 20}:  2,
		{100, 30}: 4,
	}
	for in, want := range cases {
		if got := TotalPages(in[0], in[1]); got != want {
			t.Errorf("TotalPages(%d, %d) = %d, want %d", in[0], in[1], got, want)
		}
	}
}
