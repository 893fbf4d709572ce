package jp.kumo.shop.order;

import java.util.List;
import jp.kumo.shop.stock.OutOfStockException;
import jp.kumo.shop.stock.StockService;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

@Service
public class OrderService {

    public record Line(String sku, int quantity) {
    }

    private final StockService stock;
    private final OrderRepository orders;

    public OrderService(StockService stock, OrderRepository orders) {
        this.stock = stock;
        this.orders = orders;
    }

    @Transactional
    public Order place(String customerId, List<Line> lines) {
        for (Line line : lines) {
            stock.reserve(line.sku(), line.quantity());
        }
        return orders.save(Order.pending(customerId, lines));
    }

    @Transactional
    public void cancel(long orderId) {
        Order order = orders.findById(orderId).orElseThrow();
        for (Line line : order.lines()) {
            stock.release(line.sku(), line.quantity());
        }
        order.cancel();
    }

    public boolean canPlace(List<Line> lines) {
        try {
            return lines.stream().allMatch(l -> stock.available(l.sku()) >= l.quantity());
        } catch (OutOfStockException e) {
            return false;
        }
    }
}
