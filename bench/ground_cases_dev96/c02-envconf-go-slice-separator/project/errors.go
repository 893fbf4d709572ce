package envconf

import (
	"errors"
	"fmt"
)

var (
	// ErrNotStructPointer is returned when Load is not given a non-nil pointer to a struct.
	ErrNotStructPointer = errors.New("envconf: Load needs a non-nil pointer to a struct")
	// ErrMissing wraps a required variable that is not set.
	ErrMissing = errors.New("required variable is not set")
	// ErrUnsupportedType wraps a field whose type envconf cannot decode.
	ErrUnsupportedType = errors.New("unsupported field type")
)

// FieldError reports the field and the variable that failed.
type FieldError struct {
	Field string
	Key   string
	Err   error
}

func (e *FieldError) Error() string {
	return fmt.Sprintf("envconf: %s (%s): %v", e.Field, e.Key, e.Err)
}

func (e *FieldError) Unwrap() error { return e.Err }

// Fields lists the struct fields that failed in an error returned by Load,
// in the order they were reported. It returns nil for a nil error.
func Fields(err error) []string {
	if err == nil {
		return nil
	}
	var list []error
	if joined, ok := err.(interface{ Unwrap() []error }); ok {
		list = joined.Unwrap()
	} else {
		list = []error{err}
	}
	var names []string
	for _, e := range list {
		var fe *FieldError
		if errors.As(e, &fe) {
			names = append(names, fe.Field)
		}
	}
	return names
}

// IsMissing reports whether err says a required variable was not set.
func IsMissing(err error) bool {
	return errors.Is(err, ErrMissing)
}
