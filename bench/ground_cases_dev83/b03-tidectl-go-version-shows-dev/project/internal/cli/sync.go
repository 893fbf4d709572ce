package cli

import (
	"context"
	"fmt"
	"time"

	"github.com/spf13/cobra"
)

func newSyncCmd(g *globalFlags) *cobra.Command {
	var (
		station string
		days    int
		dryRun  bool
	)
	cmd := &cobra.Command{
		Use:   "sync",
		Short: "Fetch tide tables for a station and upsert them",
		RunE: func(cmd *cobra.Command, args []string) error {
			ctx, cancel := context.WithTimeout(cmd.Context(), 2*time.Minute)
			defer cancel()
			if station == "" {
				return fmt.Errorf("--station is required")
			}
			if days < 1 || days > 31 {
				return fmt.Errorf("--days must be between 1 and 31, got %d", days)
			}
			_ = ctx
			if g.verbose || dryRun {
				fmt.Fprintf(cmd.OutOrStdout(), "sync station=%s days=%d dry-run=%v config=%s\n", station, days, dryRun, g.configPath)
			}
			return nil
		},
	}
	cmd.Flags().StringVar(&station, "station", "", "JMA station code (e.g. TK for Tokyo)")
	cmd.Flags().IntVar(&days, "days", 7, "days ahead to fetch")
	cmd.Flags().BoolVar(&dryRun, "dry-run", false, "print what would be written")
	return cmd
}
