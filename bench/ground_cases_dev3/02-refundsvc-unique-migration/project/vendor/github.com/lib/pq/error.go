// Vendored from github.com/lib/pq v1.10.9.
package pq

func (err *Error) Error() string {
	return "pq: " + err.Message
}
