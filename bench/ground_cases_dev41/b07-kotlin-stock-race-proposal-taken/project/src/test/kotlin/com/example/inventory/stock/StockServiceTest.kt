package com.example.inventory.stock

import org.assertj.core.api.Assertions.assertThat
import org.assertj.core.api.Assertions.assertThatThrownBy
import org.junit.jupiter.api.BeforeEach
import org.junit.jupiter.api.Test
import org.springframework.beans.factory.annotation.Autowired
import org.springframework.boot.test.context.SpringBootTest
import org.springframework.boot.testcontainers.service.connection.ServiceConnection
import org.testcontainers.containers.PostgreSQLContainer
import org.testcontainers.junit.jupiter.Container
import org.testcontainers.junit.jupiter.Testcontainers

@SpringBootTest
@Testcontainers
class StockServiceTest {
    companion object {
        @Container
        @ServiceConnection
        val postgres = PostgreSQLContainer("postgres:16-alpine")
    }

    @Autowired lateinit var service: StockService
    @Autowired lateinit var stockRepository: StockRepository
    @Autowired lateinit var reservationRepository: ReservationRepository

    @BeforeEach
    fun setUp() {
        reservationRepository.deleteAll()
        stockRepository.deleteAll()
        stockRepository.save(Stock(sku = "TSHIRT-M", available = 3))
    }

    @Test
    fun `reserve decrements available`() {
        service.reserve("o-1", "TSHIRT-M", 2)
        assertThat(service.available("TSHIRT-M")).isEqualTo(1)
    }

    @Test
    fun `reserve more than available fails`() {
        assertThatThrownBy { service.reserve("o-1", "TSHIRT-M", 4) }
            .isInstanceOf(OutOfStockException::class.java)
    }

    @Test
    fun `release gives the stock back once`() {
        val r = service.reserve("o-1", "TSHIRT-M", 2)
        service.release(r.id!!)
        service.release(r.id!!)
        assertThat(service.available("TSHIRT-M")).isEqualTo(3)
    }
}
