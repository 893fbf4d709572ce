package com.yunpay.settlement.report;

import java.time.LocalDateTime;
import java.util.List;
import org.springframework.data.jpa.repository.JpaRepository;
import org.springframework.data.jpa.repository.Query;
import org.springframework.data.repository.query.Param;

public interface TransactionRepository extends JpaRepository<Transaction, Long> {

    /** Transactions of a merchant with from <= created_at < to (settlement time, Asia/Shanghai). */
    @Query("""
            select t from Transaction t
             where t.merchantId = :merchantId
               and t.createdAt >= :from
               and t.createdAt < :to
             order by t.createdAt
            """)
    List<Transaction> findForPeriod(@Param("merchantId") String merchantId,
                                    @Param("from") LocalDateTime from,
                                    @Param("to") LocalDateTime to);

    @Query("""
            select count(t) from Transaction t
             where t.merchantId = :merchantId
               and t.type = com.yunpay.settlement.report.Transaction.Type.CHARGEBACK
               and t.createdAt >= :from
               and t.createdAt < :to
            """)
    long countChargebacks(@Param("merchantId") String merchantId,
                          @Param("from") LocalDateTime from,
                          @Param("to") LocalDateTime to);
}
