require "rails_helper"

RSpec.describe PatientDocument do
  let(:patient) { create(:patient) }
  let(:user) { create(:user, :doctor) }

  def build_doc(file_name: "referral.pdf", content_type: "application/pdf", **attrs)
    doc = described_class.new({ patient:, uploaded_by: user, title: "Referral", kind: "referral" }.merge(attrs))
    doc.file.attach(io: file_fixture(file_name).open, filename: file_name, content_type:)
    doc
  end

  it "is valid with a pdf" do
    expect(build_doc).to be_valid
  end

  it "rejects other content types" do
    doc = build_doc(file_name: "notes.txt", content_type: "text/plain")
    expect(doc).not_to be_valid
    expect(doc.errors[:file]).to include("must be a PDF, JPEG or PNG")
  end

  it "requires a known kind" do
    expect(build_doc(kind: "xray")).not_to be_valid
  end
end
