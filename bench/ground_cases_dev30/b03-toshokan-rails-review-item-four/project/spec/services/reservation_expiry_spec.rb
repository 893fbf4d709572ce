# frozen_string_literal: true

require "rails_helper"

RSpec.describe ReservationExpiry do
  let(:book) { create(:book, available_count: 0) }
  let(:member) { create(:member) }

  describe "#call" do
    it "期限を過ぎた取り置きを期限切れにする" do
      r = create(:reservation, book: book, member: member, status: :ready, pickup_deadline: 1.day.ago.to_date)

      result = described_class.new.call

      expect(result.expired).to eq 1
      expect(r.reload).to be_expired
    end

    it "期限内のものはそのまま" do
      r = create(:reservation, book: book, member: member, status: :ready, pickup_deadline: 2.days.from_now.to_date)

      described_class.new.call

      expect(r.reload).to be_ready
    end

    it "期限切れメールを送る" do
      create(:reservation, book: book, member: member, status: :ready, pickup_deadline: 1.day.ago.to_date)

      expect { described_class.new.call }.to change { ActionMailer::Base.deliveries.size }.by(1)
    end
  end
end
