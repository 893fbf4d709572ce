package jp.hoshino.itemimport.model;

/** One raw line of the ERP item master export (all columns as text). */
public class ItemRow {

    private long lineNumber;
    private String itemCode;
    private String itemName;
    private String unit;
    private String unitPrice;
    private String taxClass;
    private String discontinued;

    public long getLineNumber() { return lineNumber; }
    public void setLineNumber(long lineNumber) { this.lineNumber = lineNumber; }
    public String getItemCode() { return itemCode; }
    public void setItemCode(String itemCode) { this.itemCode = itemCode; }
    public String getItemName() { return itemName; }
    public void setItemName(String itemName) { this.itemName = itemName; }
    public String getUnit() { return unit; }
    public void setUnit(String unit) { this.unit = unit; }
    public String getUnitPrice() { return unitPrice; }
    public void setUnitPrice(String unitPrice) { this.unitPrice = unitPrice; }
    public String getTaxClass() { return taxClass; }
    public void setTaxClass(String taxClass) { this.taxClass = taxClass; }
    public String getDiscontinued() { return discontinued; }
    public void setDiscontinued(String discontinued) { this.discontinued = discontinued; }
}
