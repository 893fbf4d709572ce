package cli

import (
	"github.com/spf13/cobra"
)

type globalFlags struct {
	configPath string
	verbose    bool
}

// NewRoot builds the command tree.
func NewRoot() *cobra.Command {
	g := &globalFlags{}
	root := &cobra.Command{
		Use:           "tidectl",
		Short:         "Sync tide-table data into the harbour scheduling DB",
		SilenceUsage:  true,
		SilenceErrors: true,
	}
	root.PersistentFlags().StringVarP(&g.configPath, "config", "c", "tidectl.yaml", "config file")
	root.PersistentFlags().BoolVarP(&g.verbose, "verbose", "v", false, "verbose output")

	root.AddCommand(newVersionCmd())
	root.AddCommand(newSyncCmd(g))
	return root
}
