package cmd

import (
	"fmt"
	"sort"

	"github.com/lunarops/envy/internal/ui"
	"github.com/spf13/cobra"
)

var diffCmd = &cobra.Command{
	Use:   "diff A B",
	Short: "Show variables that differ between two profiles",
	Args:  cobra.ExactArgs(2),
	RunE: func(cmd *cobra.Command, args []string) error {
		a, err := store.Load(args[0])
		if err != nil {
			return err
		}
		b, err := store.Load(args[1])
		if err != nil {
			return err
		}
		keys := map[string]bool{}
		for k := range a {
			keys[k] = true
		}
		for k := range b {
			keys[k] = true
		}
		sorted := make([]string, 0, len(keys))
		for k := range keys {
			sorted = append(sorted, k)
		}
		sort.Strings(sorted)
		out := cmd.OutOrStdout()
		for _, k := range sorted {
			av, inA := a[k]
			bv, inB := b[k]
			switch {
			case !inB:
				fmt.Fprintln(out, ui.Red("- "+k+"="+av))
			case !inA:
				fmt.Fprintln(out, ui.Green("+ "+k+"="+bv))
			case av != bv:
				fmt.Fprintln(out, ui.Yellow("~ "+k+"="+av+" -> "+bv))
			}
		}
		return nil
	},
}
