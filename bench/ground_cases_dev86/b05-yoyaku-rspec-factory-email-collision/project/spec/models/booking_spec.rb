require "rails_helper"

RSpec.describe Booking do
  it "rejects past start times" do
    booking = build(:booking, starts_at: 1.hour.ago)
    expect(booking).not_to be_valid
  end

  it "lists a user's bookings" do
    users = create_list(:user, 30)
    users.each { |u| create(:booking, user: u) }
    expect(Booking.count).to eq 30
  end
end
