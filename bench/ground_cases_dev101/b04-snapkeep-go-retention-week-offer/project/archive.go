package main

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
)

// archive shells out to tar (and zstd) like the old cron script did; Go's
// archive/tar would need its own handling of sparse files and xattrs.
func archive(source, dest, name string, compress bool) error {
	if err := os.MkdirAll(dest, 0o750); err != nil {
		return err
	}
	target := filepath.Join(dest, name)
	tmp := target + ".partial"
	args := []string{"-C", source, "-cf", tmp}
	if compress {
		args = []string{"-C", source, "--zstd", "-cf", tmp}
	}
	args = append(args, ".")
	cmd := exec.Command("tar", args...)
	cmd.Stderr = os.Stderr
	if err := cmd.Run(); err != nil {
		_ = os.Remove(tmp)
		return fmt.Errorf("tar: %w", err)
	}
	if err := os.Rename(tmp, target); err != nil {
		return fmt.Errorf("rename %s: %w", tmp, err)
	}
	return nil
}
