package zhangdan.sync

import org.scalatest.funsuite.AnyFunSuite

class SyncReportSpec extends AnyFunSuite {
  test("summary counts both sides") {
    assert(SyncReport(Seq("a", "b"), Seq("c")).summary == "synced 2, failed 1")
  }
}
