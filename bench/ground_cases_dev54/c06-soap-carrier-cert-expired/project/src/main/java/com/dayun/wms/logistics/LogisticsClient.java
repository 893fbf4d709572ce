package com.dayun.wms.logistics;

import com.jietong.ws.shipment.CreateShipmentRequest;
import com.jietong.ws.shipment.CreateShipmentResponse;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;
import org.springframework.ws.client.core.WebServiceTemplate;
import org.springframework.ws.soap.client.SoapFaultClientException;

@Component
public class LogisticsClient {

    private static final Logger log = LoggerFactory.getLogger(LogisticsClient.class);

    private final WebServiceTemplate template;

    public LogisticsClient(WebServiceTemplate logisticsTemplate) {
        this.template = logisticsTemplate;
    }

    /** Books a pickup with the carrier and returns its waybill number. */
    public String createShipment(Shipment shipment) {
        CreateShipmentRequest request = new CreateShipmentRequest();
        request.setOrderNo(shipment.getOrderNo());
        request.setSenderCode(shipment.getWarehouseCode());
        request.setReceiverName(shipment.getReceiverName());
        request.setReceiverPhone(shipment.getReceiverPhone());
        request.setReceiverAddress(shipment.getReceiverAddress());
        request.setWeightGrams(shipment.getWeightGrams());
        try {
            CreateShipmentResponse response = (CreateShipmentResponse) template.marshalSendAndReceive(request);
            return response.getWaybillNo();
        } catch (SoapFaultClientException e) {
            log.error("carrier rejected shipment {}: {}", shipment.getOrderNo(), e.getFaultStringOrReason());
            throw new CarrierException(shipment.getOrderNo(), e.getFaultStringOrReason(), e);
        }
    }
}
