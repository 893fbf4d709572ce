package cmd

import (
	"fmt"
	"time"

	"github.com/spf13/cobra"

	"github.com/kenji-t/tsumiki/internal/store"
)

func listCmd() *cobra.Command {
	var days int
	var tag string
	c := &cobra.Command{
		Use:   "list",
		Short: "記録を表示する",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			entries, err := store.Load(dataFile)
			if err != nil {
				return err
			}
			since := time.Now().AddDate(0, 0, -days)
			for _, e := range entries {
				if e.At.Before(since) || (tag != "" && !e.HasTag(tag)) {
					continue
				}
				fmt.Fprintf(cmd.OutOrStdout(), "%s  %s\n", e.At.Format("01/02 15:04"), e.Text)
			}
			return nil
		},
	}
	c.Flags().IntVarP(&days, "days", "d", 7, "何日前まで表示するか")
	c.Flags().StringVar(&tag, "tag", "", "このタグの記録だけ表示")
	return c
}
