package jp.co.daiwa.haiso.soap;

/**
 * WS-Security UsernameToken ヘッダ。配送ハブは PasswordText しか受け付けない（2014年仕様書 4.2）。
 */
final class WsSecurityHeader {

    static final String WSSE_NS =
            "http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd";
    static final String PASSWORD_TEXT =
            "http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-username-token-profile-1.0#PasswordText";

    private WsSecurityHeader() {
    }

    static String build(String user, String password) {
        StringBuilder sb = new StringBuilder();
        sb.append("<soapenv:Header>");
        sb.append("<wsse:Security xmlns:wsse=\"").append(WSSE_NS).append("\" soapenv:mustUnderstand=\"1\">");
        sb.append("<wsse:UsernameToken>");
        sb.append("<wsse:Username>").append(escape(user)).append("</wsse:Username>");
        sb.append("<wsse:Password Type=\"").append(PASSWORD_TEXT).append("\">")
                .append(escape(password)).append("</wsse:Password>");
        sb.append("</wsse:UsernameToken>");
        sb.append("</wsse:Security>");
        sb.append("</soapenv:Header>");
        return sb.toString();
    }

    static String escape(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
                .replace("\"", "&quot;");
    }
}
