require "rails_helper"

RSpec.describe NightlyReportJob do
  let(:uploader) { instance_double(Reports::Uploader, upload: "https://s3.example/report.xlsx") }

  before do
    allow(Reports::Uploader).to receive(:new).and_return(uploader)
    allow(SlackNotifier).to receive(:post)
  end

  it "uploads yesterday's report and posts the link" do
    described_class.new.perform("2025-11-10")
    expect(uploader).to have_received(:upload).with(kind_of(String), "2025-11-10/sales_summary.xlsx")
    expect(SlackNotifier).to have_received(:post).with(/已生成/)
  end

  it "posts a failure only when retries are exhausted" do
    allow(uploader).to receive(:upload).and_raise(Aws::S3::Errors::AccessDenied.new(nil, "denied"))
    expect { described_class.new.perform("2025-11-10") }.to raise_error(Aws::S3::Errors::AccessDenied)
    expect(SlackNotifier).not_to have_received(:post)

    described_class.sidekiq_retries_exhausted_block.call({ "args" => ["2025-11-10"], "retry_count" => 3 }, RuntimeError.new("x"))
    expect(SlackNotifier).to have_received(:post).with(/生成失败/)
  end
end
