require "rails_helper"

RSpec.describe MarkdownHelper, type: :helper do
  it "renders emphasis" do
    expect(helper.render_markdown("**重要**")).to include("<strong>重要</strong>")
  end

  it "adds rel=nofollow to links" do
    html = helper.render_markdown("[官网](https://example.com)")
    expect(html).to include(%(rel="nofollow noopener"))
    expect(html).to include(%(target="_blank"))
  end

  it "strips event handlers and images" do
    html = helper.render_markdown(%(<img src=x onerror=alert(1)>hi))
    expect(html).not_to include("onerror")
    expect(html).not_to include("<img")
  end

  it "returns an empty string for blank input" do
    expect(helper.render_markdown(nil)).to eq("")
  end
end
