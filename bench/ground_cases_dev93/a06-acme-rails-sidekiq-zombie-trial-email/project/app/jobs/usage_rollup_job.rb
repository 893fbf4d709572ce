# Hourly: rolls raw api_calls up into usage_daily rows (one per account and
# day) so the billing page and the overage check don't scan api_calls.
class UsageRollupJob
  include Sidekiq::Job
  sidekiq_options queue: :default, retry: 5

  def perform(day = nil)
    day = day ? Date.parse(day) : Time.zone.today
    range = day.in_time_zone.all_day

    counts = ApiCall.where(created_at: range).group(:account_id).count
    counts.each do |account_id, calls|
      row = UsageDaily.find_or_initialize_by(account_id: account_id, day: day)
      row.calls = calls
      row.save!
      Sidekiq.logger.debug { "usage rollup: account=#{account_id} day=#{day} calls=#{calls}" }
    end

    Sidekiq.logger.info("usage rollup: #{counts.size} accounts for #{day}")
    counts.size
  end

  # Re-roll a range of days, e.g. after fixing ingestion:
  #   UsageRollupJob.backfill(Date.new(2025, 10, 1), Date.new(2025, 10, 31))
  def self.backfill(from, to)
    raise ArgumentError, "from after to" if from > to

    (from..to).each { |day| perform_async(day.iso8601) }
  end
end
