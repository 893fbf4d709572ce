package jp.kirakuya.checkout.repository;

import jp.kirakuya.checkout.domain.Order;
import org.springframework.data.jpa.repository.JpaRepository;

public interface OrderRepository extends JpaRepository<Order, Long> {
}
