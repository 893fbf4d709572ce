package jp.co.daiwa.haiso.soap;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

import org.junit.Test;

public class ShippingSoapClientTest {

    private final ShippingSoapClient client =
            new ShippingSoapClient("http://localhost:18080/ShipmentService/v2", "DAIWA_WMS", "s3cr3t");

    private final ShipmentRequest req =
            new ShipmentRequest("W240612-0031", "0003120", "佐々木 花子", "150-0002", "東京都渋谷区渋谷2-1-1", 2);

    @Test
    public void envelopeContainsUsernameToken() {
        String xml = client.envelope(req);
        assertTrue(xml.contains("<wsse:Username>DAIWA_WMS</wsse:Username>"));
        assertTrue(xml.contains("#PasswordText\">s3cr3t</wsse:Password>"));
    }

    @Test
    public void maskSecretsHidesPassword() {
        String masked = ShippingSoapClient.maskSecrets("<auth><user>u</user><password>s3cr3t</password></auth>");
        assertEquals("<auth><user>u</user><password>****</password></auth>", masked);
    }

    @Test
    public void bodyEscapesConsigneeName() {
        ShipmentRequest r = new ShipmentRequest("W1", "0003120", "A&B商会", "150-0002", "渋谷", 1);
        assertTrue(client.envelope(r).contains("<ship:Name>A&amp;B商会</ship:Name>"));
    }

    @Test
    public void parsesTrackingNumber() throws Exception {
        String res = "<soapenv:Envelope xmlns:soapenv=\"http://schemas.xmlsoap.org/soap/envelope/\">"
                + "<soapenv:Body><ship:RegisterShipmentResponse xmlns:ship=\"urn:haisohub:shipment:v2\">"
                + "<ship:TrackingNumber>4421-0098-7731</ship:TrackingNumber>"
                + "</ship:RegisterShipmentResponse></soapenv:Body></soapenv:Envelope>";
        assertEquals("4421-0098-7731", new XmlResponseParser().trackingNumber(res));
    }
}
