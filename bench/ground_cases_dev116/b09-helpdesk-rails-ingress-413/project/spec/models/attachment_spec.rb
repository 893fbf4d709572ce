require "rails_helper"

RSpec.describe Attachment do
  let(:ticket) { create(:ticket) }

  def attach(bytes:, type: "application/pdf")
    described_class.new(ticket: ticket).tap do |a|
      a.file.attach(io: StringIO.new("x" * bytes), filename: "doc.pdf", content_type: type)
    end
  end

  it "accepts a small pdf" do
    expect(attach(bytes: 1024)).to be_valid
  end

  it "rejects files over the limit" do
    too_big = Rails.configuration.x.uploads.max_size + 1
    expect(attach(bytes: too_big)).not_to be_valid
  end

  it "rejects unknown types" do
    expect(attach(bytes: 10, type: "application/x-msdownload")).not_to be_valid
  end
end
