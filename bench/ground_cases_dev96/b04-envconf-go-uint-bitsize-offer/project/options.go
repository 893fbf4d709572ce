package envconf

import (
	"os"
	"strings"
)

// Option changes how Load reads the environment.
type Option func(*options)

type options struct {
	prefix string
	lookup func(key string) (string, bool)
}

func defaultOptions() options {
	return options{lookup: os.LookupEnv}
}

// WithPrefix puts prefix and an underscore before every key: WithPrefix("APP") reads
// APP_PORT for `env:"PORT"`. A trailing underscore in prefix is not doubled.
func WithPrefix(prefix string) Option {
	return func(o *options) {
		if prefix != "" && !strings.HasSuffix(prefix, "_") {
			prefix += "_"
		}
		o.prefix = prefix
	}
}

// WithLookup replaces os.LookupEnv, for tests or for reading another source.
func WithLookup(lookup func(key string) (string, bool)) Option {
	return func(o *options) { o.lookup = lookup }
}

// WithEnviron reads the variables from a list of KEY=value strings, like os.Environ().
func WithEnviron(environ []string) Option {
	env := make(map[string]string, len(environ))
	for _, kv := range environ {
		if k, v, ok := strings.Cut(kv, "="); ok {
			env[k] = v
		}
	}
	return WithLookup(func(key string) (string, bool) {
		v, ok := env[key]
		return v, ok
	})
}
