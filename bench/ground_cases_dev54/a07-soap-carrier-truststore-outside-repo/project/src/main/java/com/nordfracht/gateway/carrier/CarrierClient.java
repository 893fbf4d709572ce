package com.nordfracht.gateway.carrier;

import com.nordfracht.gateway.carrier.ws.CreateShipmentRequest;
import com.nordfracht.gateway.carrier.ws.CreateShipmentResponse;
import com.nordfracht.gateway.carrier.ws.GetLabelRequest;
import com.nordfracht.gateway.carrier.ws.GetLabelResponse;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.oxm.jaxb.Jaxb2Marshaller;
import org.springframework.ws.client.core.support.WebServiceGatewaySupport;
import org.springframework.ws.soap.client.core.SoapActionCallback;
import org.springframework.ws.transport.WebServiceMessageSender;

/** SOAP client for the ParcelNet ShipmentService v2 (WSDL in src/main/resources/wsdl). */
public class CarrierClient extends WebServiceGatewaySupport {

    private static final Logger log = LoggerFactory.getLogger(CarrierClient.class);
    private static final String NS = "http://parcelnet.example/shipment/v2/";

    public CarrierClient(Jaxb2Marshaller marshaller, WebServiceMessageSender sender, String endpoint) {
        setMarshaller(marshaller);
        setUnmarshaller(marshaller);
        setMessageSender(sender);
        setDefaultUri(endpoint);
    }

    public CreateShipmentResponse createShipment(CreateShipmentRequest request) {
        log.debug("createShipment ref={}", request.getReference());
        return (CreateShipmentResponse) getWebServiceTemplate()
                .marshalSendAndReceive(request, new SoapActionCallback(NS + "createShipment"));
    }

    public GetLabelResponse getLabel(String shipmentNumber) {
        GetLabelRequest request = new GetLabelRequest();
        request.setShipmentNumber(shipmentNumber);
        request.setFormat("PDF_A6");
        return (GetLabelResponse) getWebServiceTemplate()
                .marshalSendAndReceive(request, new SoapActionCallback(NS + "getLabel"));
    }
}
