# frozen_string_literal: true

require "billing/renewal_job"

RSpec.describe Billing::RenewalJob do
  let(:today) { Date.new(2025, 11, 15) }
  let(:repo) { instance_double("Repo", record_renewal: true, mark_past_due: true) }
  let(:gateway) { instance_double(Billing::PaymentGateway) }
  let(:job) { described_class.new(repo: repo, gateway: gateway, logger: Logger.new(nil), today: today) }

  def sub(id, status: "active", period_end: today)
    Billing::Subscription.new(
      id: id, customer_id: "cus_#{id}", plan: "pro", amount_cents: 4900, currency: "eur",
      status: status, current_period_end: period_end, payment_method_id: "pm_#{id}"
    )
  end

  it "charges due subscriptions and records the renewal" do
    allow(repo).to receive(:all_subscriptions).and_return([sub(1), sub(2, period_end: today + 3)])
    expect(gateway).to receive(:charge).once.and_return("ch_1")
    job.call
    expect(repo).to have_received(:record_renewal).with(1, charge_id: "ch_1", period_end: Date.new(2025, 12, 15))
  end

  it "marks declined subscriptions past due" do
    allow(repo).to receive(:all_subscriptions).and_return([sub(3)])
    allow(gateway).to receive(:charge).and_raise(Billing::PaymentGateway::DeclinedError, "insufficient_funds")
    job.call
    expect(repo).to have_received(:mark_past_due).with(3, reason: "insufficient_funds")
  end
end
