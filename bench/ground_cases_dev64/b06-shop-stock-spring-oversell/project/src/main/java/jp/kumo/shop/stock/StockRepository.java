package jp.kumo.shop.stock;

import jakarta.persistence.LockModeType;
import java.util.List;
import java.util.Optional;
import org.springframework.data.jpa.repository.JpaRepository;
import org.springframework.data.jpa.repository.Lock;
import org.springframework.data.jpa.repository.Modifying;
import org.springframework.data.jpa.repository.Query;
import org.springframework.data.repository.query.Param;

public interface StockRepository extends JpaRepository<Stock, String> {

    Optional<Stock> findBySku(String sku);

    /** Used by the nightly stocktake import, which rewrites whole rows. */
    @Lock(LockModeType.PESSIMISTIC_WRITE)
    @Query("select s from Stock s where s.sku = :sku")
    Optional<Stock> findForUpdate(@Param("sku") String sku);

    @Query("select s from Stock s where s.quantity <= :threshold order by s.quantity asc")
    List<Stock> findLow(@Param("threshold") int threshold);

    @Query("select coalesce(sum(s.quantity), 0) from Stock s where s.sku in :skus")
    long totalFor(@Param("skus") List<String> skus);

    @Modifying
    @Query("update Stock s set s.quantity = s.quantity + :n, s.updatedAt = CURRENT_TIMESTAMP where s.sku = :sku")
    int restock(@Param("sku") String sku, @Param("n") int n);
}
