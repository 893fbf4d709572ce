// Package envconf fills a struct from environment variables described by struct tags.
//
//	type Config struct {
//		Port  int      `env:"PORT" default:"8080"`
//		Debug bool     `env:"DEBUG"`
//		Hosts []string `env:"HOSTS" required:"true"`
//	}
//
//	var cfg Config
//	err := envconf.Load(&cfg, envconf.WithPrefix("APP_"))
package envconf

import (
	"errors"
	"reflect"
)

// Load fills the exported, tagged fields of the struct dst points to. Nested structs
// are filled too. Every failing field is reported; the errors are joined.
func Load(dst any, opts ...Option) error {
	o := defaultOptions()
	for _, opt := range opts {
		opt(o)
	}
	rv := reflect.ValueOf(dst)
	if rv.Kind() != reflect.Pointer || rv.IsNil() || rv.Elem().Kind() != reflect.Struct {
		return ErrNotStructPointer
	}
	var errs []error
	loadStruct(rv.Elem(), o, &errs)
	return errors.Join(errs...)
}

func loadStruct(v reflect.Value, o *options, errs *[]error) {
	t := v.Type()
	for i := 0; i < t.NumField(); i++ {
		f := t.Field(i)
		if !f.IsExported() {
			continue
		}
		fv := v.Field(i)
		name, tagged := f.Tag.Lookup("env")
		if !tagged {
			if f.Type.Kind() == reflect.Struct {
				loadStruct(fv, o, errs)
			}
			continue
		}
		key := o.prefix + name
		raw, found := o.lookup(key)
		if !found || raw == "" {
			def, hasDefault := f.Tag.Lookup("default")
			switch {
			case hasDefault:
				raw = def
			case f.Tag.Get("required") == "true":
				*errs = append(*errs, &FieldError{Field: f.Name, Key: key, Err: ErrMissing})
				continue
			default:
				continue
			}
		}
		if err := setField(fv, raw, o); err != nil {
			*errs = append(*errs, &FieldError{Field: f.Name, Key: key, Err: err})
		}
	}
}
