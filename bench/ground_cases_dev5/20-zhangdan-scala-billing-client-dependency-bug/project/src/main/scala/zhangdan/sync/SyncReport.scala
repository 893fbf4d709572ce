package zhangdan.sync

final case class SyncReport(synced: Seq[String], failed: Seq[String]) {
  def summary: String = s"synced ${synced.size}, failed ${failed.size}"
}
