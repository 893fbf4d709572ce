package envconf

import "fmt"

// MissingError reports a required variable that is not set.
type MissingError struct {
	Key string
}

func (e *MissingError) Error() string {
	return fmt.Sprintf("envconf: %s is required but not set", e.Key)
}

// FieldError reports a variable whose value cannot be parsed into its field.
type FieldError struct {
	Key   string
	Field string
	Err   error
}

func (e *FieldError) Error() string {
	return fmt.Sprintf("envconf: %s (field %s): %v", e.Key, e.Field, e.Err)
}

func (e *FieldError) Unwrap() error {
	return e.Err
}

// IsMissing reports whether err is or wraps a MissingError for key ("" matches any key).
func IsMissing(err error, key string) bool {
	var m *MissingError
	for _, e := range flatten(err) {
		if me, ok := e.(*MissingError); ok && (key == "" || me.Key == key) {
			m = me
		}
	}
	return m != nil
}

func flatten(err error) []error {
	if err == nil {
		return nil
	}
	if joined, ok := err.(interface{ Unwrap() []error }); ok {
		var out []error
		for _, e := range joined.Unwrap() {
			out = append(out, flatten(e)...)
		}
		return out
	}
	return []error{err}
}
