require "rails_helper"

RSpec.describe SlotFinder do
  let(:clinic) { Clinic.create!(name: "静安门诊部", time_zone: "Asia/Shanghai") }
  let(:doctor) do
    Doctor.create!(clinic: clinic, name: "李敏", title: "主治医师", slot_minutes: 30,
                   opening_hour: 9, closing_hour: 17, working_days: "mon,tue,wed,thu,fri")
  end
  let(:date) { Date.new(2025, 10, 23) } # a Thursday
  let(:now) { Time.zone.local(2025, 10, 22, 20, 0) }
  let(:patient) { Patient.create!(name: "王芳", phone: "13800138000") }

  def finder
    described_class.new(doctor, date, now: now)
  end

  describe "#available_slots" do
    it "returns every slot of the working day" do
      expect(finder.available_slots.size).to eq(16)
    end

    it "returns nothing on a day off" do
      expect(described_class.new(doctor, Date.new(2025, 10, 25), now: now).available_slots).to be_empty
    end

    it "leaves out booked slots" do
      first = finder.available_slots.first
      Appointment.create!(doctor: doctor, patient: patient, starts_at: first.starts_at, ends_at: first.ends_at)
      expect(finder.available_slots.map(&:starts_at)).not_to include(first.starts_at)
    end

    it "keeps cancelled appointments bookable" do
      first = finder.available_slots.first
      Appointment.create!(doctor: doctor, patient: patient, starts_at: first.starts_at, ends_at: first.ends_at,
                          status: :cancelled)
      expect(finder.available_slots.first.starts_at).to eq(first.starts_at)
    end

    it "leaves out slots that already started" do
      later = described_class.new(doctor, date, now: finder.available_slots[3].starts_at + 1.minute)
      expect(later.available_slots.size).to eq(12)
    end

    it "skips the lunch break" do
      doctor.update!(lunch_start: "12:00", lunch_end: "13:00")
      hours = finder.available_slots.map { |s| s.starts_at.strftime("%H:%M") }
      expect(hours).not_to include("12:00", "12:30")
      expect(hours).to include("11:30", "13:00")
    end

    it "uses the clinic time zone, not the server's" do
      Time.use_zone("UTC") do
        first = finder.available_slots.first
        expect(first.starts_at.time_zone.tzinfo.name).to eq("Asia/Shanghai")
        expect(first.starts_at.utc.strftime("%H:%M")).to eq("01:00")
      end
    end

    it "does not return a slot that ends after closing time" do
      doctor.update!(slot_minutes: 45)
      slots = finder.available_slots
      expect(slots.last.ends_at.strftime("%H:%M")).to eq("16:30")
    end
  end
end
