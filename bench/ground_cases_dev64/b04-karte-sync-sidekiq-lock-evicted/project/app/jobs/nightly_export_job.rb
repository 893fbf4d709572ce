class NightlyExportJob
  include Sidekiq::Job
  sidekiq_options queue: :exports, retry: 3

  BUCKET = ENV.fetch("PARTNER_EXPORT_BUCKET", "partner-exports-dev")

  def perform(date_str = nil)
    date = date_str ? Date.parse(date_str) : Date.yesterday
    RedisLock.with_lock("nightly_export", ttl: 2.hours) do
      Rails.logger.info("[export] lock acquired for #{date} jid=#{jid}")
      rows = Visit.where(visited_on: date).includes(:clinic).find_each.map { |v| row_for(v) }
      upload(date, to_csv(rows))
      Rails.logger.info("[export] uploaded #{rows.size} rows for #{date} jid=#{jid}")
    end
  rescue RedisLock::NotAcquired
    Rails.logger.warn("[export] another export is running, skipping #{date} jid=#{jid}")
  end

  private

  def row_for(visit)
    [visit.id, visit.clinic.code, visit.patient_ref, visit.visited_on.iso8601, visit.amount_yen]
  end

  def to_csv(rows)
    CSV.generate { |csv| rows.each { |r| csv << r } }
  end

  def upload(date, body)
    key = "visits/#{date.strftime("%Y/%m")}/visits-#{date.iso8601}-#{Time.current.to_i}.csv"
    Aws::S3::Client.new.put_object(bucket: BUCKET, key: key, body: body)
  end
end
