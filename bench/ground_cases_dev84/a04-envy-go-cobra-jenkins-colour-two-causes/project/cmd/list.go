package cmd

import (
	"encoding/json"
	"fmt"

	"github.com/lunarops/envy/internal/ui"
	"github.com/spf13/cobra"
)

var listJSON bool

type listEntry struct {
	Name    string `json:"name"`
	Current bool   `json:"current"`
}

var listCmd = &cobra.Command{
	Use:   "list",
	Short: "List profiles; the active one is marked with *",
	Args:  cobra.NoArgs,
	RunE: func(cmd *cobra.Command, args []string) error {
		names, err := store.Names()
		if err != nil {
			return err
		}
		current := store.Current()
		if listJSON {
			entries := make([]listEntry, 0, len(names))
			for _, n := range names {
				entries = append(entries, listEntry{Name: n, Current: n == current})
			}
			enc := json.NewEncoder(cmd.OutOrStdout())
			enc.SetIndent("", "  ")
			return enc.Encode(entries)
		}
		for _, n := range names {
			if n == current {
				fmt.Fprintln(cmd.OutOrStdout(), ui.Green("* "+n))
			} else {
				fmt.Fprintln(cmd.OutOrStdout(), "  "+n)
			}
		}
		return nil
	},
}

func init() {
	listCmd.Flags().BoolVar(&listJSON, "json", false, "print profiles as JSON")
}
