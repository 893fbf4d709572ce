// Vendored: github.com/shopspring/decimal v1.4.0 (MIT).
package decimal

func roundHalfUp(x int64) int64 { return x }
