package jp.hinata.shop.order

import com.ninjasquad.springmockk.MockkBean
import io.mockk.every
import jp.hinata.shop.catalog.Product
import jp.hinata.shop.catalog.ProductRepository
import org.assertj.core.api.Assertions.assertThat
import org.junit.jupiter.api.Test
import org.springframework.beans.factory.annotation.Autowired
import org.springframework.boot.test.context.SpringBootTest
import java.math.BigDecimal
import java.util.Optional

@SpringBootTest
class OrderServiceTest {
    @MockkBean lateinit var orderRepository: OrderRepository
    @MockkBean lateinit var productRepository: ProductRepository
    @Autowired lateinit var service: OrderService

    @Test
    fun `getOrder maps lines and total`() {
        val order = Order(number = "H-1001", customerId = 1, id = 10)
        order.items += OrderItem(order, productId = 5, unitPrice = BigDecimal("1200"), quantity = 2)
        every { orderRepository.findById(10) } returns Optional.of(order)
        every { productRepository.findById(5) } returns Optional.of(Product("抹茶ラテ", null, BigDecimal("1200"), 5))

        val dto = service.getOrder(10)

        assertThat(dto.lines.single().name).isEqualTo("抹茶ラテ")
        assertThat(dto.total).isEqualByComparingTo("2400")
    }
}
