package jp.co.daiwa.haiso.soap;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.HttpURLConnection;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.util.regex.Pattern;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** 配送ハブの出荷登録 API（SOAP 1.1）。WMS の出荷確定バッチから 1 件ずつ呼ばれる。 */
public class ShippingSoapClient {

    private static final Logger log = LoggerFactory.getLogger(ShippingSoapClient.class);
    private static final int CONNECT_TIMEOUT_MS = 5_000;
    private static final int READ_TIMEOUT_MS = 30_000;
    private static final Pattern PASSWORD = Pattern.compile("<password>(.*?)</password>");

    private final String endpoint;
    private final String user;
    private final String password;
    private final XmlResponseParser parser = new XmlResponseParser();

    public ShippingSoapClient(String endpoint, String user, String password) {
        this.endpoint = endpoint;
        this.user = user;
        this.password = password;
    }

    public String registerShipment(ShipmentRequest req) throws IOException {
        String xml = envelope(req);
        log.debug("SOAP request: {}", maskSecrets(xml));

        HttpURLConnection conn = (HttpURLConnection) new URL(endpoint).openConnection();
        conn.setConnectTimeout(CONNECT_TIMEOUT_MS);
        conn.setReadTimeout(READ_TIMEOUT_MS);
        conn.setRequestMethod("POST");
        conn.setDoOutput(true);
        conn.setRequestProperty("Content-Type", "text/xml; charset=UTF-8");
        conn.setRequestProperty("SOAPAction", "\"urn:RegisterShipment\"");
        try (OutputStream out = conn.getOutputStream()) {
            out.write(xml.getBytes(StandardCharsets.UTF_8));
        }
        int status = conn.getResponseCode();
        InputStream body = status >= 400 ? conn.getErrorStream() : conn.getInputStream();
        String response = read(body);
        log.debug("SOAP response ({}): {}", status, response);
        return parser.trackingNumber(response);
    }

    String envelope(ShipmentRequest req) {
        return "<soapenv:Envelope xmlns:soapenv=\"http://schemas.xmlsoap.org/soap/envelope/\" "
                + "xmlns:ship=\"urn:haisohub:shipment:v2\">"
                + WsSecurityHeader.build(user, password)
                + "<soapenv:Body>" + req.toXml() + "</soapenv:Body>"
                + "</soapenv:Envelope>";
    }

    /** ログ出力用。認証情報を伏せる。 */
    static String maskSecrets(String xml) {
        return PASSWORD.matcher(xml).replaceAll("<password>****</password>");
    }

    private static String read(InputStream in) throws IOException {
        ByteArrayOutputStream buf = new ByteArrayOutputStream();
        byte[] chunk = new byte[8192];
        int n;
        while ((n = in.read(chunk)) != -1) {
            buf.write(chunk, 0, n);
        }
        return new String(buf.toByteArray(), StandardCharsets.UTF_8);
    }
}
