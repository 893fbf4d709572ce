package com.acme.shipping.tracking;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.Test;

class TrackingUrlBuilderTest {

    private final TrackingUrlBuilder builder = new TrackingUrlBuilder(new TrackingProperties(Map.of(
            Carrier.UPS, "https://www.ups.com/track?loc=en_US&tracknum={id}",
            Carrier.DPD, "https://tracking.dpd.de/status/en_US/parcel/{id}",
            Carrier.DHL, "https://www.dhl.com/de-en/home/tracking/tracking-parcel.html?submit=1&tracking-id={id}")));

    @Test
    void upsLink() {
        assertThat(builder.build(Carrier.UPS, "1Z999AA10123456784"))
                .isEqualTo("https://www.ups.com/track?loc=en_US&tracknum=1Z999AA10123456784");
    }

    @Test
    void dpdLink() {
        assertThat(builder.build(Carrier.DPD, "01234567890123"))
                .isEqualTo("https://tracking.dpd.de/status/en_US/parcel/01234567890123");
    }

    @Test
    void dhlLink() {
        assertThat(builder.build(Carrier.DHL, "JJD000390007812345678"))
                .isEqualTo("https://www.dhl.com/de-en/home/tracking/tracking-parcel.html?submit=1&tracking-id=JJD000390007812345678");
    }

    @Test
    void idIsEncodedAndTrimmed() {
        assertThat(builder.build(Carrier.DPD, " 0123 4567 ")).endsWith("/parcel/0123+4567");
    }

    @Test
    void carrierWithoutTemplateHasNoLink() {
        assertThat(builder.build(Carrier.PICKUP, "X1")).isNull();
        assertThat(builder.build(Carrier.GLS, "X1")).isNull();
    }

    @Test
    void nullIdHasNoLink() {
        assertThat(builder.build(Carrier.UPS, null)).isNull();
    }
}
