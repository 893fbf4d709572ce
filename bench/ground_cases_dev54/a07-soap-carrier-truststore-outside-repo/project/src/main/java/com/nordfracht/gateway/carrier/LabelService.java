package com.nordfracht.gateway.carrier;

import com.nordfracht.gateway.carrier.ws.CreateShipmentRequest;
import com.nordfracht.gateway.carrier.ws.CreateShipmentResponse;
import com.nordfracht.gateway.carrier.ws.GetLabelResponse;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Service;

@Service
public class LabelService {

    private final CarrierClient carrier;
    private final Path labelDir;

    public LabelService(CarrierClient carrier, @Value("${labels.directory}") String labelDir) {
        this.carrier = carrier;
        this.labelDir = Paths.get(labelDir);
    }

    /** Books the shipment at the carrier and stores the label PDF for the warehouse printer. */
    public Path bookAndStoreLabel(Shipment shipment) throws IOException {
        CreateShipmentRequest request = ShipmentMapper.toRequest(shipment);
        CreateShipmentResponse response = carrier.createShipment(request);
        shipment.setCarrierShipmentNumber(response.getShipmentNumber());
        shipment.setTrackingNumber(response.getTrackingNumber());

        GetLabelResponse label = carrier.getLabel(response.getShipmentNumber());
        Files.createDirectories(labelDir);
        // Warehouse printer stations look labels up by the scanned tracking number.
        Path file = labelDir.resolve("label-" + response.getTrackingNumber() + ".pdf");
        Files.write(file, label.getLabelData());
        return file;
    }
}
