package pricing

import "testing"

func TestApplyDiscounts(t *testing.T) {
	tests := []struct {
		name     string
		subtotal int
		ds       []Discount
		want     int
	}{
		{"none", 1000, nil, 1000},
		{"single percent", 1000, []Discount{{Code: "A", Kind: Percent, Value: 10}}, 900},
		{"single fixed", 1000, []Discount{{Code: "B", Kind: Fixed, Value: 300}}, 700},
		{"fixed floors at zero", 200, []Discount{{Code: "B", Kind: Fixed, Value: 300}}, 0},
		{"percent then fixed", 1000, []Discount{
			{Code: "A", Kind: Percent, Value: 10},
			{Code: "B", Kind: Fixed, Value: 100},
		}, 800},
		{"stacked percent", 1000, []Discount{
			{Code: "A", Kind: Percent, Value: 10},
			{Code: "C", Kind: Percent, Value: 10},
		}, 810},
		{"fixed then percent", 1000, []Discount{
			{Code: "B", Kind: Fixed, Value: 200},
			{Code: "A", Kind: Percent, Value: 10},
		}, 720},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := ApplyDiscounts(tt.subtotal, tt.ds)
			if got != tt.want {
				t.Errorf("ApplyDiscounts(%d, %v) = %d, want %d", tt.subtotal, tt.ds, got, tt.want)
			}
		})
	}
}

func TestWithTax(t *testing.T) {
	if got := WithTax(810, StandardRate); got != 891 {
		t.Errorf("WithTax(810, 10) = %d, want 891", got)
	}
	if got := WithTax(999, ReducedRate); got != 1078 {
		t.Errorf("WithTax(999, 8) = %d, want 1078", got)
	}
}
