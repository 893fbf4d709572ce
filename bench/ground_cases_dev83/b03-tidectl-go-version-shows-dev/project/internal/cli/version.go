package cli

import (
	"fmt"

	"github.com/spf13/cobra"

	"github.com/kenta-o/tidectl/internal/buildinfo"
)

func newVersionCmd() *cobra.Command {
	var short bool
	cmd := &cobra.Command{
		Use:   "version",
		Short: "Print the version",
		RunE: func(cmd *cobra.Command, args []string) error {
			if short {
				fmt.Fprintln(cmd.OutOrStdout(), buildinfo.Version)
				return nil
			}
			fmt.Fprintln(cmd.OutOrStdout(), buildinfo.String())
			if !buildinfo.IsRelease() {
				fmt.Fprintln(cmd.ErrOrStderr(), "note: this is not a release build")
			}
			return nil
		},
	}
	cmd.Flags().BoolVar(&short, "short", false, "print only the version")
	return cmd
}
