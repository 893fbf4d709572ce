require "rails_helper"

RSpec.describe "Appointments", type: :request do
  let(:user) { create(:user, :front_desk) }
  let(:clinic) { user.clinics.first }
  let(:practitioner) { create(:practitioner, clinic: clinic) }
  let(:patient) { create(:patient) }
  let(:day) { Date.new(2025, 11, 20) }

  before { sign_in user }

  describe "GET /clinics/:clinic_id/appointments" do
    it "lists the day" do
      create_list(:appointment, 6, clinic: clinic, starts_at: day.to_time.change(hour: 9)) do |a, i|
        a.update!(starts_at: a.starts_at + (i * 30).minutes, ends_at: a.starts_at + (i * 30 + 20).minutes)
      end
      get clinic_appointments_path(clinic, date: day)
      expect(response).to have_http_status(:ok)
      expect(response.body.scan("<tr class="status-").size).to eq(6)
    end

    it "defaults to today" do
      get clinic_appointments_path(clinic)
      expect(response.body).to include(I18n.l(Date.current, format: :long))
    end
  end

  describe "POST /clinics/:clinic_id/appointments" do
    let(:params) do
      { appointment: { patient_id: patient.id, practitioner_id: practitioner.id,
                       starts_at: "2025-11-20T10:00", ends_at: "2025-11-20T10:20" } }
    end

    it "books and schedules the reminder" do
      expect { post clinic_appointments_path(clinic), params: params }.to change(Appointment, :count).by(1)
      expect(SendReminderJob).to have_been_enqueued
    end

    it "rejects a clash" do
      post clinic_appointments_path(clinic), params: params
      post clinic_appointments_path(clinic), params: params
      expect(response).to have_http_status(:unprocessable_entity)
    end
  end

  describe "PATCH /clinics/:clinic_id/appointments/:id" do
    it "moves the appointment" do
      appointment = create(:appointment, clinic: clinic, practitioner: practitioner)
      patch clinic_appointment_path(clinic, appointment), params: { appointment: { notes: "bring x-ray" } }
      expect(appointment.reload.notes).to eq("bring x-ray")
    end
  end

  describe "POST /clinics/:clinic_id/appointments/:id/cancel" do
    it "cancels with a reason" do
      appointment = create(:appointment, clinic: clinic, practitioner: practitioner)
      post cancel_clinic_appointment_path(clinic, appointment), params: { reason: "sick" }
      expect(appointment.reload).to be_cancelled
    end

    it "needs a reason" do
      appointment = create(:appointment, clinic: clinic, practitioner: practitioner)
      post cancel_clinic_appointment_path(clinic, appointment)
      expect(response).to have_http_status(:bad_request)
    end
  end
end
