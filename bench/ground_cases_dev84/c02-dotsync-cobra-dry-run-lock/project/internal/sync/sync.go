package sync

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"time"
)

// Action is what push will do with one file.
type Action struct {
	Name string
	Src  string
	Dst  string
	Kind string // "copy", "skip" or "conflict"
}

// Options change how Apply behaves.
type Options struct {
	DryRun bool
	Force  bool
	Out    io.Writer
}

// Lock records the hash of every file as of the last push.
type Lock struct {
	Updated time.Time         `json:"updated"`
	Hashes  map[string]string `json:"hashes"`
}

// ReadLock loads the lock file; a missing file is an empty lock.
func ReadLock(path string) (*Lock, error) {
	lock := &Lock{Hashes: map[string]string{}}
	data, err := os.ReadFile(path)
	if errors.Is(err, os.ErrNotExist) {
		return lock, nil
	}
	if err != nil {
		return nil, err
	}
	if err := json.Unmarshal(data, lock); err != nil {
		return nil, fmt.Errorf("lock %s: %w", path, err)
	}
	return lock, nil
}

// Plan compares the files in home with their copies in repo.
func Plan(home, repo string, files []string, lock *Lock) ([]Action, error) {
	var actions []Action
	for _, f := range files {
		src := filepath.Join(home, f)
		dst := filepath.Join(repo, f)
		srcHash, err := hashFile(src)
		if err != nil {
			return nil, fmt.Errorf("hash %s: %w", src, err)
		}
		dstHash, err := hashFile(dst)
		if err != nil && !errors.Is(err, os.ErrNotExist) {
			return nil, fmt.Errorf("hash %s: %w", dst, err)
		}
		switch {
		case srcHash == dstHash:
			actions = append(actions, Action{f, src, dst, "skip"})
		case dstHash != "" && lock.Hashes[f] != "" && lock.Hashes[f] != dstHash:
			actions = append(actions, Action{f, src, dst, "conflict"})
		default:
			actions = append(actions, Action{f, src, dst, "copy"})
		}
	}
	sort.Slice(actions, func(i, j int) bool { return actions[i].Name < actions[j].Name })
	return actions, nil
}

// Apply carries out the plan and records the new hashes in the lock file.
func Apply(actions []Action, lockPath string, lock *Lock, opts Options) error {
	conflicts := 0
	for _, a := range actions {
		switch a.Kind {
		case "skip":
			continue
		case "conflict":
			if !opts.Force {
				conflicts++
				fmt.Fprintf(opts.Out, "conflict: %s changed in the repo since the last push\n", a.Name)
				continue
			}
		}
		fmt.Fprintf(opts.Out, "copy %s\n", a.Name)
		if opts.DryRun {
			continue
		}
		if err := copyFile(a.Src, a.Dst); err != nil {
			return err
		}
	}
	for _, a := range actions {
		if h, err := hashFile(a.Dst); err == nil {
			lock.Hashes[a.Name] = h
		}
	}
	lock.Updated = time.Now()
	if err := writeLock(lockPath, lock); err != nil {
		return err
	}
	if conflicts > 0 {
		return fmt.Errorf("%d conflict(s) left; rerun with --force to overwrite", conflicts)
	}
	return nil
}

func writeLock(path string, lock *Lock) error {
	data, err := json.MarshalIndent(lock, "", "  ")
	if err != nil {
		return err
	}
	return os.WriteFile(path, data, 0o644)
}

func copyFile(src, dst string) error {
	in, err := os.Open(src)
	if err != nil {
		return err
	}
	defer in.Close()
	info, err := in.Stat()
	if err != nil {
		return err
	}
	if err := os.MkdirAll(filepath.Dir(dst), 0o755); err != nil {
		return err
	}
	out, err := os.OpenFile(dst, os.O_WRONLY|os.O_CREATE|os.O_TRUNC, info.Mode().Perm())
	if err != nil {
		return err
	}
	if _, err := io.Copy(out, in); err != nil {
		out.Close()
		return err
	}
	if err := out.Close(); err != nil {
		return err
	}
	// OpenFile only applies the mode when it creates the file; fix existing ones too.
	return os.Chmod(dst, info.Mode().Perm())
}

func hashFile(path string) (string, error) {
	f, err := os.Open(path)
	if err != nil {
		return "", err
	}
	defer f.Close()
	h := sha256.New()
	if _, err := io.Copy(h, f); err != nil {
		return "", err
	}
	return hex.EncodeToString(h.Sum(nil)), nil
}
