package cmd

import (
	"fmt"

	"github.com/spf13/cobra"
)

// goreleaser が ldflags で埋め込む
var (
	version = "dev"
	commit  = "none"
	date    = "unknown"
)

func versionCmd() *cobra.Command {
	return &cobra.Command{
		Use:   "version",
		Short: "バージョンを表示する",
		Args:  cobra.NoArgs,
		Run: func(cmd *cobra.Command, args []string) {
			fmt.Fprintf(cmd.OutOrStdout(), "tsumiki %s (commit %s, built %s)\n", version, commit, date)
		},
	}
}
