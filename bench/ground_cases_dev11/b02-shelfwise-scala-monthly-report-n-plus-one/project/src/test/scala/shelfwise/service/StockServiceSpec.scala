package shelfwise.service

class StockServiceSpec extends munit.FunSuite:

  test("zero or negative stock is critical") {
    assertEquals(StockService.severity(0, 10, 5), Some("critical"))
    assertEquals(StockService.severity(-2, 10, 5), Some("critical"))
  }

  test("at or below reorder point needs reorder") {
    assertEquals(StockService.severity(10, 10, 5), Some("reorder"))
    assertEquals(StockService.severity(3, 10, 5), Some("reorder"))
  }

  test("within margin above reorder point is watch") {
    assertEquals(StockService.severity(15, 10, 5), Some("watch"))
    assertEquals(StockService.severity(11, 10, 0), None)
  }

  test("comfortably stocked items are not reported") {
    assertEquals(StockService.severity(16, 10, 5), None)
  }
