require "rails_helper"

RSpec.describe Project do
  let(:client) { create(:client) }

  it "requires a name" do
    expect(build(:project, client: client, name: "")).not_to be_valid
  end

  it "archives and unarchives" do
    project = create(:project, client: client)
    project.archive!
    expect(project.reload).to be_archived
    project.unarchive!
    expect(project.reload).not_to be_archived
  end

  it "computes revenue from logged time" do
    project = create(:project, client: client, hourly_rate_cents: 12_000)
    create(:time_entry, project: project, minutes: 90)
    expect(project.revenue_cents).to eq(18_000)
  end

  it "describes itself with the client name" do
    client.update!(name: "Acme")
    project = create(:project, client: client, name: "Website")
    expect(project.to_s).to eq("Acme / Website")
  end

  it "lists billable projects" do
    create(:project, client: client, billable: false)
    billable = create(:project, client: client, billable: true)
    expect(Project.billable).to eq([billable])
  end
end
