require "rails_helper"

RSpec.describe Workspaces::TransferOwnership do
  let(:owner) { create(:user) }
  let(:workspace) { create(:workspace, owner: owner, billing_email: owner.email) }
  let(:member) { create(:user) }

  before do
    create(:membership, workspace: workspace, user: owner, role: "owner")
    create(:membership, workspace: workspace, user: member, role: "admin")
  end

  it "makes the member the owner" do
    described_class.new(workspace: workspace, from: owner, to: member).call
    expect(workspace.reload.owner).to eq(member)
  end

  it "refuses a transfer from a non-owner" do
    expect {
      described_class.new(workspace: workspace, from: member, to: owner).call
    }.to raise_error(described_class::Error)
  end
end
