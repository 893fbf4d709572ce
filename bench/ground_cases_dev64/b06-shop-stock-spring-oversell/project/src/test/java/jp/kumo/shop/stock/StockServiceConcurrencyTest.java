package jp.kumo.shop.stock;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;

@SpringBootTest
class StockServiceConcurrencyTest {

    @Autowired
    StockService service;

    @Autowired
    StockRepository repository;

    @Test
    void fiveConcurrentOrdersForThreeItems() throws Exception {
        repository.save(new Stock("BF-001", 3));
        ExecutorService pool = Executors.newFixedThreadPool(5);
        CountDownLatch start = new CountDownLatch(1);
        AtomicInteger ok = new AtomicInteger();
        for (int i = 0; i < 5; i++) {
            pool.submit(() -> {
                start.await();
                try {
                    service.reserve("BF-001", 1);
                    ok.incrementAndGet();
                } catch (OutOfStockException ignored) {
                }
                return null;
            });
        }
        start.countDown();
        pool.shutdown();
        pool.awaitTermination(10, TimeUnit.SECONDS);
        assertThat(ok.get()).isEqualTo(3);
        assertThat(service.available("BF-001")).isZero();
    }
}
