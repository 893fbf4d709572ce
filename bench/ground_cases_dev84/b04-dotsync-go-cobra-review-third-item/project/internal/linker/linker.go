// Package linker はシンボリックリンクを作り、状態を調べる。
package linker

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"time"
)

type Result int

const (
	Created Result = iota
	AlreadyLinked
	BackedUp
	Skipped
)

func (r Result) Symbol() string {
	switch r {
	case Created:
		return "+"
	case AlreadyLinked:
		return "="
	case BackedUp:
		return "~"
	default:
		return "-"
	}
}

type Options struct {
	DryRun bool
	Backup bool
	Force  bool // 別の場所を指すシンボリックリンクを張り替える
}

var (
	ErrExists      = errors.New("既にファイルがあります (--no-backup のときは手で退避してください)")
	ErrOtherTarget = errors.New("別の場所を指すシンボリックリンクがあります (--force で張り替え)")
)

// Link は dst に src へのシンボリックリンクを作る。
func Link(src, dst string, opts Options) (Result, error) {
	if _, err := os.Stat(src); err != nil {
		return Skipped, fmt.Errorf("リンク元がありません: %w", err)
	}
	result := Created
	fi, err := os.Lstat(dst)
	switch {
	case err == nil && fi.Mode()&os.ModeSymlink != 0:
		if target, _ := os.Readlink(dst); target == src {
			return AlreadyLinked, nil
		}
		if !opts.Force {
			return Skipped, ErrOtherTarget
		}
		if opts.DryRun {
			return Created, nil
		}
		if err := os.Remove(dst); err != nil {
			return Skipped, err
		}
	case err == nil:
		if !opts.Backup {
			return Skipped, ErrExists
		}
		if opts.DryRun {
			return BackedUp, nil
		}
		if err := os.Rename(dst, backupName(dst)); err != nil {
			return Skipped, err
		}
		result = BackedUp
	case !errors.Is(err, fs.ErrNotExist):
		return Skipped, err
	}
	if opts.DryRun {
		return result, nil
	}
	if err := os.MkdirAll(filepath.Dir(dst), 0o755); err != nil {
		return Skipped, err
	}
	if err := os.Symlink(src, dst); err != nil {
		return Skipped, err
	}
	return result, nil
}

func backupName(p string) string {
	return p + ".dotsync-bak-" + time.Now().Format("20060102-150405")
}

type State string

const (
	Linked   State = "linked"
	Missing  State = "missing"
	Conflict State = "conflict"
)

// Inspect は dst の状態を返す。
func Inspect(src, dst string) State {
	target, err := os.Readlink(dst)
	if err == nil && target == src {
		return Linked
	}
	if _, err := os.Lstat(dst); errors.Is(err, fs.ErrNotExist) {
		return Missing
	}
	return Conflict
}
