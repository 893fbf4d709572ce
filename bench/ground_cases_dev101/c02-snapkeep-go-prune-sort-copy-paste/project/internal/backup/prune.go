package backup

import (
	"fmt"
	"os"
)

// Prune deletes all but the newest keep backups and returns the ones it removed
// (with dryRun, the ones it would remove). The input slice is not modified.
func Prune(backups []Backup, keep int, dryRun bool) ([]Backup, error) {
	if keep < 1 {
		return nil, fmt.Errorf("keep must be at least 1, got %d", keep)
	}
	if len(backups) <= keep {
		return nil, nil
	}
	sorted := make([]Backup, len(backups))
	copy(sorted, backups)
	sortNewestFirst(sorted)

	var removed []Backup
	for _, b := range sorted[keep:] {
		if !dryRun {
			if err := os.Remove(b.Path); err != nil {
				return removed, fmt.Errorf("remove %s: %w", b.Name, err)
			}
		}
		removed = append(removed, b)
	}
	return removed, nil
}
