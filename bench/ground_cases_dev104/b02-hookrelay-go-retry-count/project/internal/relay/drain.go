package relay

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"sort"
)

// Drain forwards every *.json file in dir, oldest name first, and removes each one
// that was accepted. It stops at the first event that could not be delivered.
func Drain(ctx context.Context, c *Client, dir string) (int, error) {
	names, err := filepath.Glob(filepath.Join(dir, "*.json"))
	if err != nil {
		return 0, err
	}
	sort.Strings(names)
	sent := 0
	for _, name := range names {
		if ctx.Err() != nil {
			return sent, ctx.Err()
		}
		body, err := os.ReadFile(name)
		if err != nil {
			return sent, fmt.Errorf("read %s: %w", name, err)
		}
		if err := c.Send(ctx, body); err != nil {
			return sent, fmt.Errorf("send %s: %w", filepath.Base(name), err)
		}
		if err := os.Remove(name); err != nil {
			return sent, err
		}
		sent++
	}
	return sent, nil
}
