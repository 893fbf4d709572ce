package jp.co.daiwa.haiso.soap;

public class ShipmentRequest {

    private final String orderNo;
    private final String senderCode;
    private final String consigneeName;
    private final String consigneeZip;
    private final String consigneeAddress;
    private final int pieces;

    public ShipmentRequest(String orderNo, String senderCode, String consigneeName,
                           String consigneeZip, String consigneeAddress, int pieces) {
        this.orderNo = orderNo;
        this.senderCode = senderCode;
        this.consigneeName = consigneeName;
        this.consigneeZip = consigneeZip;
        this.consigneeAddress = consigneeAddress;
        this.pieces = pieces;
    }

    String toXml() {
        return "<ship:RegisterShipment>"
                + "<ship:OrderNo>" + WsSecurityHeader.escape(orderNo) + "</ship:OrderNo>"
                + "<ship:SenderCode>" + senderCode + "</ship:SenderCode>"
                + "<ship:Consignee>"
                + "<ship:Name>" + WsSecurityHeader.escape(consigneeName) + "</ship:Name>"
                + "<ship:Zip>" + consigneeZip + "</ship:Zip>"
                + "<ship:Address>" + WsSecurityHeader.escape(consigneeAddress) + "</ship:Address>"
                + "</ship:Consignee>"
                + "<ship:Pieces>" + pieces + "</ship:Pieces>"
                + "</ship:RegisterShipment>";
    }
}
