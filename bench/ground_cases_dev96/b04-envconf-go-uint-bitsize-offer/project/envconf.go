// Package envconf fills a struct from environment variables using struct tags.
//
//	type Config struct {
//		Port  int      `env:"PORT" default:"8080"`
//		DSN   string   `env:"DATABASE_URL" required:"true"`
//		Hosts []string `env:"HOSTS" sep:";"`
//	}
//
//	var cfg Config
//	if err := envconf.Load(&cfg, envconf.WithPrefix("APP")); err != nil {
//		log.Fatal(err)
//	}
package envconf

import (
	"errors"
	"fmt"
	"reflect"
)

// Load fills the exported, tagged fields of the struct dst points to. Nested structs
// without an env tag are filled too. All problems are reported together.
func Load(dst any, opts ...Option) error {
	o := defaultOptions()
	for _, opt := range opts {
		opt(&o)
	}
	v := reflect.ValueOf(dst)
	if v.Kind() != reflect.Pointer || v.IsNil() || v.Elem().Kind() != reflect.Struct {
		return fmt.Errorf("envconf: Load needs a non-nil pointer to a struct, got %T", dst)
	}
	return loadStruct(v.Elem(), o)
}

func loadStruct(v reflect.Value, o options) error {
	t := v.Type()
	var errs []error
	for i := 0; i < t.NumField(); i++ {
		sf := t.Field(i)
		if !sf.IsExported() {
			continue
		}
		fv := v.Field(i)
		name, tagged := sf.Tag.Lookup("env")
		if !tagged {
			if sf.Type.Kind() == reflect.Struct {
				errs = append(errs, loadStruct(fv, o))
			}
			continue
		}
		key := o.prefix + name
		required := sf.Tag.Get("required") == "true"
		raw, found := o.lookup(key)
		if found && raw == "" && required {
			found = false // `export APP_DSN=` counts as not set for required fields (#31)
		}
		if !found {
			if def, ok := sf.Tag.Lookup("default"); ok {
				raw, found = def, true
			}
		}
		if !found {
			if required {
				errs = append(errs, &MissingError{Key: key})
			}
			continue
		}
		if err := setField(fv, raw, sf.Tag.Get("sep")); err != nil {
			errs = append(errs, &FieldError{Key: key, Field: sf.Name, Err: err})
		}
	}
	return errors.Join(errs...)
}
