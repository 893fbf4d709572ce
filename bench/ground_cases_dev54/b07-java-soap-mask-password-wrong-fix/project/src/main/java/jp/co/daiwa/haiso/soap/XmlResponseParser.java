package jp.co.daiwa.haiso.soap;

import java.io.IOException;
import java.io.StringReader;
import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import org.w3c.dom.Document;
import org.w3c.dom.NodeList;
import org.xml.sax.InputSource;
import org.xml.sax.SAXException;

class XmlResponseParser {

    private static final String SHIP_NS = "urn:haisohub:shipment:v2";

    String trackingNumber(String xml) throws IOException {
        try {
            DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
            f.setNamespaceAware(true);
            DocumentBuilder b = f.newDocumentBuilder();
            Document doc = b.parse(new InputSource(new StringReader(xml)));
            NodeList fault = doc.getElementsByTagNameNS("http://schemas.xmlsoap.org/soap/envelope/", "Fault");
            if (fault.getLength() > 0) {
                throw new SoapFaultException(fault.item(0).getTextContent().trim());
            }
            NodeList n = doc.getElementsByTagNameNS(SHIP_NS, "TrackingNumber");
            if (n.getLength() == 0) {
                throw new IOException("TrackingNumber not found in response");
            }
            return n.item(0).getTextContent().trim();
        } catch (ParserConfigurationException | SAXException e) {
            throw new IOException("cannot parse SOAP response", e);
        }
    }

    static class SoapFaultException extends IOException {
        SoapFaultException(String message) {
            super(message);
        }
    }
}
