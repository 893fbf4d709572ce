package jp.kaede.shopadmin.order;

import java.time.YearMonth;
import java.util.List;

import org.springframework.data.domain.Page;
import org.springframework.data.domain.Pageable;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

@Service
@Transactional(readOnly = true)
public class OrderService {

    private final OrderRepository orderRepository;

    public OrderService(OrderRepository orderRepository) {
        this.orderRepository = orderRepository;
    }

    public Page<Order> list(Long shopId, Pageable pageable) {
        return orderRepository.findByShopIdOrderByOrderedAtDesc(shopId, pageable);
    }

    public DashboardCounts dashboard(Long shopId) {
        long open = orderRepository.countOpenOrders(shopId);
        List<Order> processing = orderRepository.findByShopIdAndStatus(shopId, OrderStatus.PROCESSING);
        return new DashboardCounts(open, processing.size());
    }

    public MonthlySales monthlySales(Long shopId, YearMonth month) {
        return orderRepository.summarizeSales(shopId,
                month.atDay(1).atStartOfDay(),
                month.plusMonths(1).atDay(1).atStartOfDay());
    }

    @Transactional
    public Order changeStatus(String orderNumber, OrderStatus next) {
        Order order = orderRepository.findByOrderNumber(orderNumber)
                .orElseThrow(() -> new OrderNotFoundException(orderNumber));
        order.changeStatus(next);
        return order;
    }

    public record DashboardCounts(long open, long processing) {
    }
}
