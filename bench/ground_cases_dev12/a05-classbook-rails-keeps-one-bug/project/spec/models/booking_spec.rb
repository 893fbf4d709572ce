require "rails_helper"

RSpec.describe Booking, type: :model do
  let(:slot) { create(:class_slot, capacity: 2, starts_at: 2.days.from_now) }

  describe "validations" do
    it "is valid for an upcoming class with room" do
      expect(build(:booking, class_slot: slot)).to be_valid
    end

    it "rejects a class that already started" do
      started = create(:class_slot, starts_at: 10.minutes.ago, ends_at: 50.minutes.from_now)
      booking = build(:booking, class_slot: started)
      expect(booking).not_to be_valid
      expect(booking.errors[:base]).to include("This class has already started")
    end

    it "rejects booking the same member twice" do
      first = create(:booking, class_slot: slot)
      expect(build(:booking, class_slot: slot, member: first.member)).not_to be_valid
    end
  end

  describe ".cancelled" do
    it "returns only cancelled bookings" do
      kept = create(:booking, class_slot: slot)
      gone = create(:booking, class_slot: slot)
      gone.update!(cancelled_at: Time.current)
      expect(Booking.cancelled).to contain_exactly(gone)
      expect(Booking.active).to contain_exactly(kept)
    end
  end

  describe "#cancel!" do
    it "sets cancelled_at and promotes the waitlist" do
      booking = create(:booking, class_slot: slot)
      promoter = instance_double(WaitlistPromoter, call: nil)
      allow(WaitlistPromoter).to receive(:new).with(slot).and_return(promoter)

      booking.cancel!

      expect(booking.reload).to be_cancelled
      expect(promoter).to have_received(:call)
    end

    it "flags late cancellations" do
      soon = create(:class_slot, starts_at: 3.hours.from_now, ends_at: 4.hours.from_now)
      booking = create(:booking, class_slot: soon)
      booking.cancel!
      expect(booking).to be_late_cancellation
    end
  end
end
