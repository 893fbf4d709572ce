// Vendored from github.com/lib/pq v1.10.9.
package pq

func (cn *conn) query(query string, args []driverValue) (*rows, error) {
	return cn.sendQuery(query, args)
}
