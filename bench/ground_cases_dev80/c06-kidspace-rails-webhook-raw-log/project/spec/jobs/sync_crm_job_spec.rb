require "rails_helper"

RSpec.describe SyncCrmJob do
  let(:user) { create(:user, name: "Test", email: "t@example.com", phone: "13800000000") }

  it "upserts the contact" do
    client = instance_double(CrmClient, upsert_contact: true)
    allow(CrmClient).to receive(:new).and_return(client)
    described_class.perform_now(user.id)
    expect(client).to have_received(:upsert_contact).with(hash_including(external_id: user.id))
  end

  it "does not write the email to the log" do
    allow(CrmClient).to receive(:new).and_return(instance_double(CrmClient, upsert_contact: true))
    expect(Rails.logger).not_to receive(:info).with(/t@example\.com/)
    described_class.perform_now(user.id)
  end
end
