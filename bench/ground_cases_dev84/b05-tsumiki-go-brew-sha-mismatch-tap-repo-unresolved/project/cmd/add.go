package cmd

import (
	"fmt"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/kenji-t/tsumiki/internal/store"
)

func addCmd() *cobra.Command {
	var tags []string
	c := &cobra.Command{
		Use:   "add <text>...",
		Short: "1件記録する",
		Args:  cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			e := store.Entry{
				At:   time.Now(),
				Text: strings.Join(args, " "),
				Tags: tags,
			}
			if err := store.Append(dataFile, e); err != nil {
				return err
			}
			fmt.Fprintf(cmd.OutOrStdout(), "積みました: %s\n", e.Text)
			return nil
		},
	}
	c.Flags().StringSliceVarP(&tags, "tag", "t", nil, "タグ (カンマ区切りで複数)")
	return c
}
