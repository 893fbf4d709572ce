package alert

import "testing"

func TestFingerprintIsOrderIndependent(t *testing.T) {
	a := Alert{Labels: map[string]string{"alertname": "DiskFull", "instance": "db1"}}
	b := Alert{Labels: map[string]string{"instance": "db1", "alertname": "DiskFull"}}
	if a.Fingerprint() != b.Fingerprint() {
		t.Fatal("fingerprints differ")
	}
}
