package jp.tsubame.orders;

import java.util.List;

public interface InventoryClient {

    void reserve(long orderId, List<OrderLine> lines);

    void release(long orderId, List<OrderLine> lines);
}
