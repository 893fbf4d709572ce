package zhangdan.sync

import org.scalatest.funsuite.AnyFunSuite

class MoneySpec extends AnyFunSuite {
  test("thousands separators are ignored") {
    assert(Money.parse("1,200.00") == BigDecimal("1200.00"))
  }

  test("format keeps two decimals") {
    assert(Money.format(BigDecimal("35.5")) == "35.50")
  }
}
