package jp.co.kitamura.orderapi.domain;

import jakarta.persistence.Embeddable;

@Embeddable
public class Address {

    private String postalCode;
    private String prefecture;
    private String line1;
    private String line2;

    public String getPostalCode() { return postalCode; }
    public void setPostalCode(String postalCode) { this.postalCode = postalCode; }
    public String getPrefecture() { return prefecture; }
    public void setPrefecture(String prefecture) { this.prefecture = prefecture; }
    public String getLine1() { return line1; }
    public void setLine1(String line1) { this.line1 = line1; }
    public String getLine2() { return line2; }
    public void setLine2(String line2) { this.line2 = line2; }
}
