package jp.kaede.shopadmin.order;

public class OrderNotFoundException extends RuntimeException {

    private final String orderNumber;

    public OrderNotFoundException(String orderNumber) {
        super("order not found: " + orderNumber);
        this.orderNumber = orderNumber;
    }

    public String getOrderNumber() {
        return orderNumber;
    }
}
