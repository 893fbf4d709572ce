package jp.kumo.shop.stock;

public class OutOfStockException extends RuntimeException {
    private final String sku;
    private final int requested;

    public OutOfStockException(String sku, int requested) {
        super("out of stock: " + sku + " x" + requested);
        this.sku = sku;
        this.requested = requested;
    }

    public String getSku() {
        return sku;
    }

    public int getRequested() {
        return requested;
    }
}
