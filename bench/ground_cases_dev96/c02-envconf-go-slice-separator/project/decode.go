package envconf

import (
	"fmt"
	"reflect"
	"strconv"
	"strings"
	"time"
)

var durationType = reflect.TypeOf(time.Duration(0))

// setField parses raw into v according to v's type.
func setField(v reflect.Value, raw string, o *options) error {
	if v.Type() == durationType {
		d, err := time.ParseDuration(raw)
		if err != nil {
			return err
		}
		v.SetInt(int64(d))
		return nil
	}
	switch v.Kind() {
	case reflect.String:
		v.SetString(raw)
	case reflect.Bool:
		b, err := strconv.ParseBool(raw)
		if err != nil {
			return err
		}
		v.SetBool(b)
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		n, err := strconv.ParseInt(raw, 10, v.Type().Bits())
		if err != nil {
			return err
		}
		v.SetInt(n)
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		n, err := strconv.ParseUint(raw, 10, v.Type().Bits())
		if err != nil {
			return err
		}
		v.SetUint(n)
	case reflect.Float32, reflect.Float64:
		f, err := strconv.ParseFloat(raw, v.Type().Bits())
		if err != nil {
			return err
		}
		v.SetFloat(f)
	case reflect.Slice:
		return decodeSlice(v, raw, o)
	case reflect.Map:
		return decodeMap(v, raw, o)
	default:
		return fmt.Errorf("%w: %s", ErrUnsupportedType, v.Type())
	}
	return nil
}

// decodeSlice splits raw on the configured separator and decodes each element.
// Empty elements ("a,,b") are skipped.
func decodeSlice(v reflect.Value, raw string, o *options) error {
	parts := strings.Split(raw, ",")
	out := reflect.MakeSlice(v.Type(), 0, len(parts))
	for _, p := range parts {
		p = strings.TrimSpace(p)
		if p == "" {
			continue
		}
		elem := reflect.New(v.Type().Elem()).Elem()
		if err := setField(elem, p, o); err != nil {
			return fmt.Errorf("element %q: %w", p, err)
		}
		out = reflect.Append(out, elem)
	}
	v.Set(out)
	return nil
}

// decodeMap reads "k1:v1,k2:v2" with the configured separators.
func decodeMap(v reflect.Value, raw string, o *options) error {
	m := reflect.MakeMap(v.Type())
	for _, pair := range strings.Split(raw, o.sliceSep) {
		if strings.TrimSpace(pair) == "" {
			continue
		}
		k, val, ok := strings.Cut(pair, o.kvSep)
		if !ok {
			return fmt.Errorf("map entry %q: missing %q", pair, o.kvSep)
		}
		kv := reflect.New(v.Type().Key()).Elem()
		if err := setField(kv, strings.TrimSpace(k), o); err != nil {
			return fmt.Errorf("map key %q: %w", k, err)
		}
		vv := reflect.New(v.Type().Elem()).Elem()
		if err := setField(vv, strings.TrimSpace(val), o); err != nil {
			return fmt.Errorf("map value %q: %w", val, err)
		}
		m.SetMapIndex(kv, vv)
	}
	v.Set(m)
	return nil
}
