package cart

import "testing"

func TestComputeAddsShipping(t *testing.T) {
	res, err := Compute(Request{
		Items:      []Item{{SKU: "A-1", Price: 1500, Quantity: 2}},
		Prefecture: "東京都",
	})
	if err != nil {
		t.Fatal(err)
	}
	if res.Total != 3700 {
		t.Fatalf("total = %d, want 3700", res.Total)
	}
}

func TestComputeEmptyCart(t *testing.T) {
	if _, err := Compute(Request{}); err != ErrEmptyCart {
		t.Fatalf("err = %v, want ErrEmptyCart", err)
	}
}
