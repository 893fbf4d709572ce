package jp.tsubame.orders;

import java.time.LocalDateTime;
import java.util.List;
import org.springframework.data.domain.Page;
import org.springframework.data.domain.PageRequest;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

@Service
public class OrderHistoryService {

    private static final int MAX_PAGE_SIZE = 50;

    private final OrderRepository orders;

    public OrderHistoryService(OrderRepository orders) {
        this.orders = orders;
    }

    @Transactional(readOnly = true)
    public Page<OrderView> history(Long customerId, int page, int size) {
        int capped = Math.min(Math.max(size, 1), MAX_PAGE_SIZE);
        return orders.findByCustomerIdOrderByCreatedAtDesc(customerId, PageRequest.of(page, capped))
                .map(OrderHistoryService::toView);
    }

    @Transactional(readOnly = true)
    public long spentLastYear(Long customerId) {
        return orders.sumTotalSince(customerId, LocalDateTime.now().minusYears(1));
    }

    private static OrderView toView(Order o) {
        List<OrderView.Line> lines = o.getItems().stream()
                .map(i -> new OrderView.Line(i.getSku(), i.getName(), i.getQuantity(), i.subtotalYen()))
                .toList();
        return new OrderView(o.getOrderNo(), o.getStatus(), o.getTotalYen(), o.getCreatedAt(), lines);
    }

    public record OrderView(String orderNo, String status, int totalYen, LocalDateTime createdAt, List<Line> lines) {
        public record Line(String sku, String name, int quantity, int subtotalYen) {
        }
    }
}
