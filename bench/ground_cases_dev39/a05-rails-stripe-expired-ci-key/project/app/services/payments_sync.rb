# Pulls succeeded Stripe charges into local Payment rows so finance reports
# don't depend on the Stripe dashboard. Runs hourly from SyncPaymentsJob.
class PaymentsSync
  PAGE_SIZE = 100

  Result = Struct.new(:created, :updated, :skipped, keyword_init: true)

  def initialize(since:, client: Stripe::Charge, logger: Rails.logger)
    @since = since
    @client = client
    @logger = logger
  end

  def call
    result = Result.new(created: 0, updated: 0, skipped: 0)
    params = { created: { gte: @since.to_i }, limit: PAGE_SIZE }
    @client.list(params).auto_paging_each do |charge|
      next result.skipped += 1 unless charge.status == "succeeded"

      payment = Payment.find_or_initialize_by(stripe_charge_id: charge.id)
      created = payment.new_record?
      payment.assign_attributes(
        amount_cents: charge.amount,
        currency: charge.currency.upcase,
        customer_email: charge.billing_details&.email,
        refunded_cents: charge.amount_refunded,
        charged_at: Time.zone.at(charge.created)
      )
      if payment.changed?
        payment.save!
        created ? result.created += 1 : result.updated += 1
      else
        result.skipped += 1
      end
    end
    @logger.info("[PaymentsSync] #{result.to_h}")
    result
  end
end
