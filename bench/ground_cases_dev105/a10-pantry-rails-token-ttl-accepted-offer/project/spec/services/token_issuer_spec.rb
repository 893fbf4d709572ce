require "rails_helper"

RSpec.describe TokenIssuer do
  let(:now) { Time.utc(2025, 11, 12, 9, 0, 0) }
  let(:issuer) { described_class.new(secret: "s3cret", ttl: 15, clock: -> { now }) }

  it "puts the user id in sub" do
    token = issuer.issue(42)
    payload, = JWT.decode(token, "s3cret", false)
    expect(payload["sub"]).to eq(42)
  end

  it "round-trips through verify" do
    fresh = described_class.new(secret: "s3cret", ttl: 15)
    expect(fresh.verify(fresh.issue(9))["sub"]).to eq(9)
  end

  it "rejects a token signed with another secret" do
    other = described_class.new(secret: "other", ttl: 15)
    expect { issuer.verify(other.issue(1)) }.to raise_error(TokenIssuer::Invalid)
  end

  it "raises Expired for an expired token" do
    old = described_class.new(secret: "s3cret", ttl: 15, clock: -> { Time.now.utc - 7200 })
    expect { issuer.verify(old.issue(3)) }.to raise_error(TokenIssuer::Expired, /AUTH_EXPIRED/)
  end

  it "refuses to refresh after the grace period" do
    token = issuer.issue(7)
    later = described_class.new(secret: "s3cret", ttl: 15, clock: -> { now + 3600 })
    expect { later.refresh(token) }.to raise_error(TokenIssuer::Expired)
  end
end
