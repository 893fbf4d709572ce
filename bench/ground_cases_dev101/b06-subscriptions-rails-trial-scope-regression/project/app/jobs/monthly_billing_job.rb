class MonthlyBillingJob < ApplicationJob
  queue_as :billing

  retry_on PaymentGateway::Timeout, attempts: 3, wait: :polynomially_longer

  def perform(date = Date.current.iso8601)
    day = Date.iso8601(date)
    return if already_ran?(day)

    results = Billing::MonthlyCharge.call(date: day)
    summary = results.tally
    Rails.logger.info("[billing] #{day}: #{summary.inspect}")
    Rails.cache.write(run_key(day), summary, expires_in: 3.days)
    notify_slack(day, summary) if summary[:failed].to_i.positive?
  end

  private

  # cron and a manual re-run on the same morning must not both go through
  def already_ran?(day)
    return false unless Rails.cache.exist?(run_key(day))

    Rails.logger.warn("[billing] #{day} already ran, skipping")
    true
  end

  def run_key(day)
    "billing-run/#{day.iso8601}"
  end

  def notify_slack(day, summary)
    SlackNotifier.post(
      channel: "#billing-alerts",
      text: "#{day} の課金で #{summary[:failed]} 件失敗しました（成功 #{summary[:charged].to_i} 件）"
    )
  end
end
