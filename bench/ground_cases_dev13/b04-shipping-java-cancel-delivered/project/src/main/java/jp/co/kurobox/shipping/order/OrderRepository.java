package jp.co.kurobox.shipping.order;

import java.util.List;
import org.springframework.data.jpa.repository.JpaRepository;

public interface OrderRepository extends JpaRepository<Order, Long> {

    List<Order> findByCustomerIdOrderByIdDesc(String customerId);

    List<Order> findByStatus(OrderStatus status);
}
