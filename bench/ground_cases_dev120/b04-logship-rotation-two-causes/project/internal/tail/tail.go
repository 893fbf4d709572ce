package tail

import (
	"bufio"
	"context"
	"io"
	"os"
	"time"
)

// Follower reads the lines appended to a file, like tail -F.
type Follower struct {
	Path     string
	Interval time.Duration
	Lines    chan<- string
}

func (f *Follower) Run(ctx context.Context) error {
	file, err := os.Open(f.Path)
	if err != nil {
		return err
	}
	defer file.Close()
	if _, err := file.Seek(0, io.SeekEnd); err != nil {
		return err
	}
	reader := bufio.NewReader(file)
	ticker := time.NewTicker(f.Interval)
	defer ticker.Stop()
	for {
		line, err := reader.ReadString('\n')
		if err == nil {
			f.Lines <- line
			continue
		}
		if err != io.EOF {
			return err
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-ticker.C:
		}
		info, err := os.Stat(f.Path)
		if err != nil {
			continue // being rotated; look again on the next tick
		}
		pos, _ := file.Seek(0, io.SeekCurrent)
		if info.Size() < pos {
			// truncated in place (copytruncate): start over from the top
			file.Seek(0, io.SeekStart)
			reader.Reset(file)
		}
	}
}
