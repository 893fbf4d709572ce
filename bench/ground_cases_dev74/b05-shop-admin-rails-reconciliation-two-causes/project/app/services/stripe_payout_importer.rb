class StripePayoutImporter
  PAGE_SIZE = 100

  def initialize(client: Stripe::StripeClient.new(ENV.fetch("STRIPE_SECRET_KEY")))
    @client = client
  end

  # Imports every balance transaction created on +date+ and the payouts they belong to.
  def import(date)
    from = date.to_time(:utc).beginning_of_day
    to = from + 1.day
    count = 0
    each_transaction(from, to) do |txn|
      bt = BalanceTransaction.from_stripe(txn)
      bt.payout = find_or_import_payout(txn) if txn.type != "payout"
      bt.save!
      count += 1
    end
    Rails.logger.info("[stripe] imported #{count} balance transactions for #{date}")
    count
  end

  private

  def each_transaction(from, to, &block)
    params = { created: { gte: from.to_i, lt: to.to_i }, limit: PAGE_SIZE, expand: ["data.source"] }
    Stripe::BalanceTransaction.list(params, { client: @client }).auto_paging_each(&block)
  end

  def find_or_import_payout(txn)
    payout_id = txn.respond_to?(:payout) ? txn.payout : nil
    return nil if payout_id.blank?

    Payout.find_or_create_by!(stripe_id: payout_id) do |p|
      remote = Stripe::Payout.retrieve(payout_id, { client: @client })
      p.amount = remote.amount
      p.status = remote.status
      p.arrival_date = Time.zone.at(remote.arrival_date).to_date
    end
  end
end
