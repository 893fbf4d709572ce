package com.kuaiyun.logistics.label;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.springframework.test.web.client.match.MockRestRequestMatchers.requestTo;
import static org.springframework.test.web.client.response.MockRestResponseCreators.withException;
import static org.springframework.test.web.client.response.MockRestResponseCreators.withSuccess;

import java.net.SocketTimeoutException;
import java.time.Duration;

import org.junit.jupiter.api.Test;
import org.springframework.boot.test.autoconfigure.web.client.RestClientTest;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.http.MediaType;
import org.springframework.test.web.client.ExpectedCount;
import org.springframework.test.web.client.MockRestServiceServer;

@RestClientTest(CarrierClient.class)
class CarrierClientTest {

    @Autowired
    private CarrierClient client;

    @Autowired
    private MockRestServiceServer server;

    @Test
    void retriesOnceAfterReadTimeout() {
        server.expect(ExpectedCount.once(), requestTo("https://sfapi-sbox.sf-express.com/v2/waybills"))
                .andRespond(withException(new SocketTimeoutException("Read timed out")));
        server.expect(ExpectedCount.once(), requestTo("https://sfapi-sbox.sf-express.com/v2/waybills"))
                .andRespond(withSuccess("{\"code\":\"0\",\"data\":{\"mailNo\":\"SF1402387761234\",\"labelUrl\":\"https://x/l.pdf\"}}",
                        MediaType.APPLICATION_JSON));

        CarrierClient.Waybill w = client.createWaybill(882130L, 2.5, "310012");

        assertEquals("SF1402387761234", w.trackingNumber());
        server.verify();
    }
}
