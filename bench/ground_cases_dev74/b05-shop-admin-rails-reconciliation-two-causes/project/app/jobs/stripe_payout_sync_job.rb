class StripePayoutSyncJob
  include Sidekiq::Job
  sidekiq_options queue: :reconciliation, retry: 3

  def perform(date_string = nil)
    date = date_string ? Date.parse(date_string) : Time.zone.yesterday
    StripePayoutImporter.new.import(date)

    report = ReconciliationReport.new(date)
    if report.matched?
      Rails.logger.info("[reconcile] #{date} matched")
    else
      ReconciliationMailer.mismatch(date, report.to_csv).deliver_later
      Rails.logger.warn("[reconcile] #{date} mismatch diff=#{report.row.diff}")
    end
  end
end
