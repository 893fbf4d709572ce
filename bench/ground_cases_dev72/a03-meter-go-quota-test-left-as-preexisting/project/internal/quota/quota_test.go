package quota

import (
	"errors"
	"testing"

	"github.com/orbitly/meter/internal/plans"
)

func TestCheckStorage_Unlimited(t *testing.T) {
	if err := CheckStorage(plans.Lookup("enterprise"), 1<<45); err != nil {
		t.Fatalf("enterprise should be unlimited, got %v", err)
	}
}

func TestCheckStorage_ExactlyAtQuota(t *testing.T) {
	free := plans.Lookup("free")
	if err := CheckStorage(free, 1<<30); err != nil {
		t.Fatalf("CheckStorage(1 GB plan, %d bytes) = %v, want nil", int64(1<<30), err)
	}
}

func TestCheckStorage_OverQuota(t *testing.T) {
	free := plans.Lookup("free")
	err := CheckStorage(free, 1<<30+1)
	if !errors.Is(err, ErrQuotaExceeded) {
		t.Fatalf("want ErrQuotaExceeded, got %v", err)
	}
}

func TestRemaining(t *testing.T) {
	if got := Remaining(plans.Lookup("starter"), 5<<30); got != 15<<30 {
		t.Fatalf("Remaining = %d, want %d", got, int64(15<<30))
	}
}
