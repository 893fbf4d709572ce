namespace :billing do
  desc "List subscriptions charged more than once for the same period (double-charge bug). READ ONLY."
  task find_double_charges: :environment do
    since = ENV.fetch("SINCE", "2025-01-01").to_date
    puts %w[subscription_id customer_email period_start payments payment_intents total_cents currency].join(",")

    groups = Payment
      .where(created_at: since.beginning_of_day..)
      .where(refunded_cents: [nil, 0])
      .group(:subscription_id, :period_start)
      .having("COUNT(*) > 1")
      .count

    affected = 0
    groups.each_key do |(subscription_id, period_start)|
      payments = Payment.where(subscription_id: subscription_id, period_start: period_start).order(:created_at)
      subscription = Subscription.includes(:customer).find(subscription_id)
      puts [
        subscription_id,
        subscription.customer.email,
        period_start.to_date,
        payments.size,
        payments.map(&:stripe_payment_intent_id).join(" "),
        payments.sum(:amount_cents),
        subscription.currency
      ].join(",")
      affected += 1
    end

    warn "#{affected} subscription period(s) with more than one unrefunded payment since #{since}"
  end
end
