package cmd

import (
	"fmt"

	"github.com/spf13/cobra"

	"github.com/acme/kctl/internal/buildinfo"
)

var versionCmd = &cobra.Command{
	Use:   "version",
	Short: "Print the kctl version",
	RunE: func(cmd *cobra.Command, args []string) error {
		fmt.Fprintln(cmd.OutOrStdout(), buildinfo.String())
		return nil
	},
}

func init() {
	rootCmd.AddCommand(versionCmd)
}
