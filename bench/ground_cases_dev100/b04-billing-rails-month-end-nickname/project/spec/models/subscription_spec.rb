# frozen_string_literal: true

require "rails_helper"

RSpec.describe Subscription do
  let(:customer) { create(:customer) }

  describe "defaults" do
    it "uses the start day as the anchor day" do
      sub = create(:subscription, customer: customer, started_on: Date.new(2025, 1, 31))
      expect(sub.billing_anchor_day).to eq 31
      expect(sub.next_billing_on).to eq Date.new(2025, 1, 31)
    end
  end

  describe "#advance_billing_date!" do
    it "moves a monthly subscription one month ahead" do
      sub = create(:subscription, customer: customer, started_on: Date.new(2025, 4, 10))
      sub.advance_billing_date!
      expect(sub.next_billing_on).to eq Date.new(2025, 5, 10)
    end

    it "moves a yearly subscription one year ahead" do
      sub = create(:subscription, customer: customer, interval: :yearly, started_on: Date.new(2025, 4, 10))
      sub.advance_billing_date!
      expect(sub.next_billing_on).to eq Date.new(2026, 4, 10)
    end
  end

  describe ".due_on" do
    it "returns active subscriptions due on or before the date" do
      due = create(:subscription, customer: customer, started_on: Date.new(2025, 10, 1))
      create(:subscription, customer: customer, started_on: Date.new(2025, 10, 20))
      create(:subscription, customer: customer, started_on: Date.new(2025, 10, 1), status: :paused)
      expect(described_class.due_on(Date.new(2025, 10, 14))).to contain_exactly(due)
    end
  end
end
