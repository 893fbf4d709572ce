package shipping

import "testing"

func TestFeeBase(t *testing.T) {
	got := Fee(Input{Province: "浙江", Subtotal: 5000, WeightGrams: 800})
	if got != BaseFee {
		t.Fatalf("got %d, want %d", got, BaseFee)
	}
}

func TestFeeExtraWeight(t *testing.T) {
	got := Fee(Input{Province: "浙江", Subtotal: 5000, WeightGrams: 2300})
	if got != BaseFee+2*PerKgExtra {
		t.Fatalf("got %d", got)
	}
}

func TestFeeExactlyOneKg(t *testing.T) {
	got := Fee(Input{Province: "浙江", Subtotal: 5000, WeightGrams: 1000})
	if got != BaseFee {
		t.Fatalf("got %d, want %d (no extra weight at exactly 1kg)", got, BaseFee)
	}
}

func TestFeeFreeOver(t *testing.T) {
	got := Fee(Input{Province: "江苏", Subtotal: 9900, WeightGrams: 500})
	if got != 0 {
		t.Fatalf("got %d, want 0", got)
	}
}

func TestIsRemoteFullName(t *testing.T) {
	if !IsRemote("新疆维吾尔自治区") {
		t.Fatal("新疆 should be remote")
	}
}
