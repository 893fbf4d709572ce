package jp.marusan.orders

import kotlin.test.Test
import kotlin.test.assertEquals

class OrderMapperTest {
    private val mapper = OrderMapper()

    @Test
    fun `maps a member order`() {
        val order = Order(id = 1, orderNo = "M-0001", customer = Customer(id = 7, name = "佐藤花子", email = "h@example.jp"), totalAmount = 3980)
        val dto = mapper.toDto(order)
        assertEquals("佐藤花子", dto.customerName)
        assertEquals(3980L, dto.totalAmount)
    }

    @Test
    fun `csv row uses japanese status label`() {
        val order = Order(id = 2, orderNo = "M-0002", customer = Customer(id = 8, name = "鈴木一郎", email = "i@example.jp"), status = "PAID")
        val row = mapper.toCsvRow(mapper.toDto(order))
        assertEquals("入金済み", row[2])
    }
}
