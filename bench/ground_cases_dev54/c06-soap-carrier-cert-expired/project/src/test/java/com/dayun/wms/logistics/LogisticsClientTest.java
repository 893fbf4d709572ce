package com.dayun.wms.logistics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.when;

import com.jietong.ws.shipment.CreateShipmentResponse;
import org.junit.jupiter.api.Test;
import org.springframework.ws.client.core.WebServiceTemplate;
import org.springframework.ws.soap.client.SoapFaultClientException;

class LogisticsClientTest {

    private final WebServiceTemplate template = mock(WebServiceTemplate.class);
    private final LogisticsClient client = new LogisticsClient(template);

    @Test
    void returnsWaybill() {
        CreateShipmentResponse response = new CreateShipmentResponse();
        response.setWaybillNo("JT0012345678");
        when(template.marshalSendAndReceive(any())).thenReturn(response);
        assertEquals("JT0012345678", client.createShipment(Shipments.sample()));
    }

    @Test
    void faultBecomesCarrierException() {
        when(template.marshalSendAndReceive(any())).thenThrow(mock(SoapFaultClientException.class));
        assertThrows(CarrierException.class, () -> client.createShipment(Shipments.sample()));
    }
}
