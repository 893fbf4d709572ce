// Package fees prices delivery by postcode zone and parcel weight.
package fees

import "fmt"

// Cents is an amount in euro cents.
type Cents int64

var baseFee = map[int]Cents{1: 390, 2: 590, 3: 890}

// Weight tiers: up to 5 kg is included, up to 15 kg costs the heavy surcharge,
// above that the bulky surcharge.
const (
	includedGrams = 5000
	heavyGrams    = 15000
	heavyFee      = Cents(300)
	bulkyFee      = Cents(1200)
)

// FeeForZone returns the delivery fee for a parcel of weightGrams into zone.
func FeeForZone(zone int, weightGrams int) (Cents, error) {
	fee, ok := baseFee[zone]
	if !ok {
		return 0, fmt.Errorf("unknown zone %d", zone)
	}
	switch {
	case weightGrams <= includedGrams:
	case weightGrams <= heavyGrams:
		fee += heavyFee
	default:
		fee += bulkyFee
	}
	return fee, nil
}

// Zone maps a German postcode to a delivery zone.
func Zone(postcode string) (int, error) {
	if len(postcode) != 5 {
		return 0, fmt.Errorf("bad postcode %q", postcode)
	}
	switch postcode[:2] {
	case "10", "12", "13", "14":
		return 1, nil
	case "15", "16", "03":
		return 2, nil
	default:
		return 3, nil
	}
}
