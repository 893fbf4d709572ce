require "rails_helper"

RSpec.describe Appointment do
  let(:clinic) { create(:clinic) }
  let(:practitioner) { create(:practitioner, clinic: clinic) }
  let(:start) { Time.zone.parse("2025-11-20 10:00") }

  def book(from, to, **attrs)
    build(:appointment, clinic: clinic, practitioner: practitioner, starts_at: from, ends_at: to, **attrs)
  end

  describe "validations" do
    it "requires the end after the start" do
      expect(book(start, start)).not_to be_valid
    end

    it "rejects a clash with the same practitioner" do
      book(start, start + 30.minutes).save!
      expect(book(start + 15.minutes, start + 45.minutes)).not_to be_valid
    end

    it "allows back-to-back appointments" do
      book(start, start + 30.minutes).save!
      expect(book(start + 30.minutes, start + 60.minutes)).to be_valid
    end

    it "ignores cancelled appointments" do
      book(start, start + 30.minutes, status: "cancelled").save!
      expect(book(start, start + 30.minutes)).to be_valid
    end
  end

  describe "#cancel!" do
    it "records when and why" do
      appointment = book(start, start + 30.minutes).tap(&:save!)
      appointment.cancel!(reason: "patient called")
      expect(appointment.reload).to have_attributes(status: "cancelled", cancel_reason: "patient called")
      expect(appointment.cancelled_at).to be_present
    end
  end

  describe "#overlaps?" do
    it "is false for touching intervals" do
      a = book(start, start + 30.minutes)
      b = book(start + 30.minutes, start + 60.minutes)
      expect(a.overlaps?(b)).to be(false)
    end
  end
end
