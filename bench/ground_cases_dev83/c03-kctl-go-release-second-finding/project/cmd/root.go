package cmd

import (
	"fmt"
	"os"

	"github.com/spf13/cobra"

	"github.com/acme/kctl/internal/client"
)

var (
	server  string
	token   string
	verbose bool
)

var rootCmd = &cobra.Command{
	Use:           "kctl",
	Short:         "kctl talks to the internal deploy API",
	SilenceUsage:  true,
	SilenceErrors: true,
}

func init() {
	rootCmd.PersistentFlags().StringVar(&server, "server", envOr("KCTL_SERVER", "https://deploy.internal"), "deploy API base URL")
	rootCmd.PersistentFlags().StringVar(&token, "token", os.Getenv("KCTL_TOKEN"), "API token")
	rootCmd.PersistentFlags().BoolVarP(&verbose, "verbose", "v", false, "verbose output")
}

func newClient() *client.Client {
	return client.New(server, token, verbose)
}

func envOr(key, def string) string {
	if v := os.Getenv(key); v != "" {
		return v
	}
	return def
}

// Execute runs the root command and prints the error, if any.
func Execute() error {
	err := rootCmd.Execute()
	if err != nil {
		fmt.Fprintln(os.Stderr, "error:", err)
	}
	return err
}
