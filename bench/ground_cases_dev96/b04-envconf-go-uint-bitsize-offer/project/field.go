package envconf

import (
	"encoding"
	"fmt"
	"reflect"
	"strconv"
	"strings"
	"time"
)

var (
	textUnmarshalerType = reflect.TypeOf((*encoding.TextUnmarshaler)(nil)).Elem()
	durationType        = reflect.TypeOf(time.Duration(0))
)

// setField parses raw into fv according to the field's type. sep splits slices
// (default ",").
func setField(fv reflect.Value, raw, sep string) error {
	if fv.CanAddr() && fv.Addr().Type().Implements(textUnmarshalerType) {
		return fv.Addr().Interface().(encoding.TextUnmarshaler).UnmarshalText([]byte(raw))
	}
	if fv.Type() == durationType {
		d, err := time.ParseDuration(raw)
		if err != nil {
			return err
		}
		fv.SetInt(int64(d))
		return nil
	}
	switch fv.Kind() {
	case reflect.String:
		fv.SetString(raw)
	case reflect.Bool:
		b, err := strconv.ParseBool(raw)
		if err != nil {
			return err
		}
		fv.SetBool(b)
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		n, err := strconv.ParseInt(raw, 0, fv.Type().Bits())
		if err != nil {
			return err
		}
		fv.SetInt(n)
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		n, err := strconv.ParseUint(raw, 0, 64)
		if err != nil {
			return err
		}
		fv.SetUint(n)
	case reflect.Float32, reflect.Float64:
		f, err := strconv.ParseFloat(raw, fv.Type().Bits())
		if err != nil {
			return err
		}
		fv.SetFloat(f)
	case reflect.Slice:
		if sep == "" {
			sep = ","
		}
		parts := strings.Split(raw, sep)
		out := reflect.MakeSlice(fv.Type(), len(parts), len(parts))
		for i, part := range parts {
			if err := setField(out.Index(i), strings.TrimSpace(part), ""); err != nil {
				return fmt.Errorf("item %d: %w", i, err)
			}
		}
		fv.Set(out)
	default:
		return fmt.Errorf("unsupported field type %s", fv.Type())
	}
	return nil
}
