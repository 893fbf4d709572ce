package quota

import (
	"errors"
	"fmt"

	"github.com/orbitly/meter/internal/plans"
)

// ErrQuotaExceeded is returned when an upload would take a workspace past its plan's storage.
var ErrQuotaExceeded = errors.New("storage quota exceeded")

// CheckStorage reports whether a workspace using usedBytes may store that much on plan p.
// Quotas are in GiB (what the pricing page calls "GB").
func CheckStorage(p plans.Plan, usedBytes int64) error {
	if p.StorageGB == 0 {
		return nil
	}
	limit := int64(p.StorageGB) * 1000 * 1000 * 1000
	if usedBytes > limit {
		return fmt.Errorf("%w: %d of %d bytes", ErrQuotaExceeded, usedBytes, limit)
	}
	return nil
}

// Remaining is how many bytes are left before the quota; -1 for unlimited plans.
func Remaining(p plans.Plan, usedBytes int64) int64 {
	if p.StorageGB == 0 {
		return -1
	}
	left := int64(p.StorageGB)<<30 - usedBytes
	if left < 0 {
		return 0
	}
	return left
}
