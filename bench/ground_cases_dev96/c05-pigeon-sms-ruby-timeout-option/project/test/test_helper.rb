# frozen_string_literal: true

$LOAD_PATH.unshift File.expand_path("../lib", __dir__)
require "pigeon_sms"
require "minitest/autorun"
require "webmock/minitest"

# Helpers shared by the client tests.
module TestHelpers
  BASE = "https://api.pigeonsms.io/v2/"

  def client(**options)
    PigeonSms::Client.new(api_key: "test_key", **options)
  end

  def stub_api(method, path, status: 200, body: {}, headers: {})
    stub_request(method, BASE + path).to_return(
      status: status,
      body: JSON.generate(body),
      headers: { "Content-Type" => "application/json" }.merge(headers)
    )
  end

  # A client whose retry sleeps return at once.
  def without_sleep(client)
    client.define_singleton_method(:sleep) { |_seconds| nil }
    client
  end
end

module Minitest
  class Test
    include TestHelpers
  end
end
