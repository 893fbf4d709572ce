require "rails_helper"

RSpec.describe Booking do
  let(:member) { create(:member) }
  let(:gym_class) { create(:gym_class, capacity: 1, starts_at: 2.days.from_now) }

  describe "validations" do
    it "is valid for an open class" do
      expect(build(:booking, member:, gym_class:)).to be_valid
    end

    it "is invalid when the class is full" do
      create_list(:booking, 2, gym_class:, status: :active)
      booking = build(:booking, member:, gym_class:)

      expect(booking).not_to be_valid
      expect(booking.errors[:base]).to include("This class is full")
    end

    it "ignores cancelled bookings when checking capacity" do
      create(:booking, gym_class:, status: :cancelled)
      expect(build(:booking, member:, gym_class:)).to be_valid
    end

    it "is invalid when the class has started" do
      gym_class.update!(starts_at: 5.minutes.ago)
      expect(build(:booking, member:, gym_class:)).not_to be_valid
    end

    it "rejects a second active booking for the same member" do
      create(:booking, member:, gym_class: create(:gym_class, capacity: 5))
      dup = build(:booking, member:, gym_class: Booking.last.gym_class)
      expect(dup).not_to be_valid
    end
  end

  describe "#cancel!" do
    it "marks the booking cancelled" do
      booking = create(:booking, member:, gym_class:)
      booking.cancel!(by: member)
      expect(booking.reload).to be_cancelled
    end
  end
end
