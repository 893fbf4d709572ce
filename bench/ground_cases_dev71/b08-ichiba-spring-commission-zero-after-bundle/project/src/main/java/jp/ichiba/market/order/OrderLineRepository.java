package jp.ichiba.market.order;

import java.time.LocalDate;
import java.util.List;

import org.springframework.data.jpa.repository.JpaRepository;
import org.springframework.data.jpa.repository.Query;

public interface OrderLineRepository extends JpaRepository<OrderLine, Long> {

    @Query("select l from OrderLine l where l.sellerId = :sellerId and l.deliveredOn between :from and :to")
    List<OrderLine> findDeliveredBySellerAndMonth(Long sellerId, LocalDate from, LocalDate to);
}
