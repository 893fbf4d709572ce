package cmd

import (
	"fmt"
	"time"

	"github.com/spf13/cobra"
)

var (
	deployEnv  string
	deployWait time.Duration
)

var deployCmd = &cobra.Command{
	Use:   "deploy SERVICE IMAGE_TAG",
	Short: "Roll out IMAGE_TAG of SERVICE to an environment",
	Args:  cobra.ExactArgs(2),
	RunE: func(cmd *cobra.Command, args []string) error {
		c := newClient()
		id, err := c.StartDeploy(cmd.Context(), deployEnv, args[0], args[1])
		if err != nil {
			return err
		}
		fmt.Fprintf(cmd.OutOrStdout(), "deploy %s started\n", id)
		if deployWait == 0 {
			return nil
		}
		return c.WaitDeploy(cmd.Context(), id, deployWait)
	},
}

func init() {
	deployCmd.Flags().StringVarP(&deployEnv, "env", "e", "staging", "target environment")
	deployCmd.Flags().DurationVar(&deployWait, "wait", 0, "wait for the rollout to finish")
	rootCmd.AddCommand(deployCmd)
}
