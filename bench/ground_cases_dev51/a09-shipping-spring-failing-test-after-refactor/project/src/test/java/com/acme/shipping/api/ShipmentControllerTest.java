package com.acme.shipping.api;

import static org.mockito.Mockito.when;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.jsonPath;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

import com.acme.shipping.service.Shipment;
import com.acme.shipping.service.ShipmentService;
import com.acme.shipping.tracking.Carrier;
import com.acme.shipping.tracking.TrackingConfig;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.autoconfigure.web.servlet.WebMvcTest;
import org.springframework.boot.test.mock.mockito.MockBean;
import org.springframework.context.annotation.Import;
import org.springframework.test.web.servlet.MockMvc;

@WebMvcTest(ShipmentController.class)
@Import(TrackingConfig.class)
class ShipmentControllerTest {

    @Autowired
    MockMvc mvc;

    @MockBean
    ShipmentService shipments;

    @Test
    void shipmentWithTrackingUrl() throws Exception {
        when(shipments.find(7)).thenReturn(Optional.of(new Shipment("A-1001", Carrier.DPD, "01234567890123")));
        mvc.perform(get("/api/shipments/7"))
                .andExpect(status().isOk())
                .andExpect(jsonPath("$.trackingUrl").value("https://tracking.dpd.de/status/en_US/parcel/01234567890123"));
    }

    @Test
    void pendingShipmentHasNoTrackingUrl() throws Exception {
        when(shipments.find(8)).thenReturn(Optional.of(new Shipment("A-1002", Carrier.UPS, "")));
        mvc.perform(get("/api/shipments/8"))
                .andExpect(status().isOk())
                .andExpect(jsonPath("$.trackingUrl").doesNotExist());
    }

    @Test
    void unknownShipmentIs404() throws Exception {
        when(shipments.find(9)).thenReturn(Optional.empty());
        mvc.perform(get("/api/shipments/9")).andExpect(status().isNotFound());
    }
}
