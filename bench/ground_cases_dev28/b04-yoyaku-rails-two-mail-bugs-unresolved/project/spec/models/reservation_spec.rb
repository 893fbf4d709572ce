require "rails_helper"

RSpec.describe Reservation, type: :model do
  let(:salon) { create(:salon) }
  let(:customer) { create(:customer) }

  it "rejects reservations in the past" do
    r = build(:reservation, salon:, customer:, starts_at: 1.hour.ago)
    expect(r).not_to be_valid
  end

  it "is cancellable until 24 hours before" do
    r = build(:reservation, salon:, customer:, starts_at: 25.hours.from_now)
    expect(r).to be_cancellable
  end

  it "sends a confirmation mail when confirmed" do
    expect {
      create(:reservation, salon:, customer:, status: "confirmed", starts_at: 2.days.from_now)
    }.to have_enqueued_mail(ReservationMailer, :confirmation)
  end
end
