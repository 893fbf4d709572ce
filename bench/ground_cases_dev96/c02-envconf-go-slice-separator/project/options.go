package envconf

import "os"

// Option changes how Load reads the environment.
type Option func(*options)

type options struct {
	prefix   string
	lookup   func(string) (string, bool)
	sliceSep string
	kvSep    string
}

func defaultOptions() *options {
	return &options{lookup: os.LookupEnv, sliceSep: ",", kvSep: ":"}
}

// WithPrefix puts prefix in front of every key: with WithPrefix("APP_"),
// a field tagged `env:"PORT"` reads APP_PORT.
func WithPrefix(prefix string) Option {
	return func(o *options) { o.prefix = prefix }
}

// WithLookup replaces os.LookupEnv, for example with MapLookup in tests.
func WithLookup(fn func(string) (string, bool)) Option {
	return func(o *options) {
		if fn != nil {
			o.lookup = fn
		}
	}
}

// WithSliceSeparator sets the separator of list and map values (default ",").
func WithSliceSeparator(sep string) Option {
	return func(o *options) {
		if sep != "" {
			o.sliceSep = sep
		}
	}
}

// WithMapKeySeparator sets the separator between a map key and its value (default ":").
func WithMapKeySeparator(sep string) Option {
	return func(o *options) {
		if sep != "" {
			o.kvSep = sep
		}
	}
}

// MapLookup is a lookup function backed by a map.
func MapLookup(env map[string]string) func(string) (string, bool) {
	return func(key string) (string, bool) {
		v, ok := env[key]
		return v, ok
	}
}
