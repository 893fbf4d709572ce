package cmd

import (
	"fmt"
	"sort"

	"github.com/spf13/cobra"
)

var useCmd = &cobra.Command{
	Use:   "use NAME",
	Short: "Print export lines for a profile (eval \"$(envy use NAME)\")",
	Args:  cobra.ExactArgs(1),
	RunE: func(cmd *cobra.Command, args []string) error {
		vars, err := store.Load(args[0])
		if err != nil {
			return err
		}
		keys := make([]string, 0, len(vars))
		for k := range vars {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			fmt.Fprintf(cmd.OutOrStdout(), "export %s=%q\n", k, vars[k])
		}
		fmt.Fprintf(cmd.OutOrStdout(), "export ENVY_PROFILE=%q\n", args[0])
		return store.SetCurrent(args[0])
	},
}
