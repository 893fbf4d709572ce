package cmd

import (
	"fmt"
	"os"
	"path/filepath"
	"time"

	"github.com/hollowell/logpruner/internal/retention"
	"github.com/spf13/cobra"
)

var (
	keepFlag string
	dryRun   bool
)

var pruneCmd = &cobra.Command{
	Use:   "prune DIR",
	Short: "Delete log files older than the retention window",
	Args:  cobra.ExactArgs(1),
	RunE: func(cmd *cobra.Command, args []string) error {
		keep, err := retention.ParseRetention(keepFlag)
		if err != nil {
			return err
		}
		now := time.Now()
		return filepath.WalkDir(args[0], func(path string, d os.DirEntry, err error) error {
			if err != nil || d.IsDir() || filepath.Ext(path) != ".log" {
				return err
			}
			info, err := d.Info()
			if err != nil {
				return err
			}
			if retention.Expired(now, info.ModTime(), keep) {
				fmt.Fprintln(cmd.OutOrStdout(), "prune", path)
				if !dryRun {
					return os.Remove(path)
				}
			}
			return nil
		})
	},
}

func init() {
	pruneCmd.Flags().StringVar(&keepFlag, "keep", "30d", "retention window (e.g. 12h, 30d, 4w)")
	pruneCmd.Flags().BoolVar(&dryRun, "dry-run", false, "only print what would be deleted")
	rootCmd.AddCommand(pruneCmd)
}
