require "rails_helper"

RSpec.describe "GET /doctors/:doctor_id/slots" do
  let(:clinic) { Clinic.create!(name: "静安门诊部", time_zone: "Asia/Shanghai") }
  let(:doctor) do
    Doctor.create!(clinic: clinic, name: "李敏", title: "主治医师", slot_minutes: 30,
                   opening_hour: 9, closing_hour: 17, working_days: "mon,tue,wed,thu,fri")
  end

  before { travel_to Time.zone.local(2025, 10, 22, 20, 0) }

  it "lists the free slots" do
    get "/doctors/#{doctor.id}/slots", params: { date: "2025-10-23" }
    expect(response).to have_http_status(:ok)
    expect(response.parsed_body["slots"].size).to eq(16)
    expect(response.parsed_body).to include("doctor_name" => "李敏（主治医师）", "time_zone" => "Asia/Shanghai")
  end

  it "rejects a bad date" do
    get "/doctors/#{doctor.id}/slots", params: { date: "23.10.2025" }
    expect(response).to have_http_status(:unprocessable_entity)
  end

  it "rejects a date in the past" do
    get "/doctors/#{doctor.id}/slots", params: { date: "2025-10-01" }
    expect(response).to have_http_status(:unprocessable_entity)
  end
end
