package agent

import "testing"

func TestCostUSD(t *testing.T) {
	var u Usage
	u.Add(1_000_000, 0)
	u.Add(0, 100_000)
	if got := u.CostUSD(); got < 4.49 || got > 4.51 {
		t.Fatalf("CostUSD = %v, want 4.50", got)
	}
	if u.Calls != 2 {
		t.Fatalf("Calls = %d, want 2", u.Calls)
	}
}
