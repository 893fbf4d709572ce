# frozen_string_literal: true

require "test_helper"

class ClientTest < Minitest::Test
  def test_send_message_posts_json
    stub = stub_request(:post, "#{BASE}messages")
           .with(body: { to: "+8613800138000", body: "hi" }.to_json,
                 headers: { "Authorization" => "Bearer test_key" })
           .to_return(status: 201, body: { id: "msg_1", status: "queued" }.to_json)
    assert_equal "queued", client.send_message(to: "+8613800138000", body: "hi")["status"]
    assert_requested stub
  end

  def test_unknown_option_is_rejected
    assert_raises(ArgumentError) { client(read_timout: 3) }
  end

  def test_timeout_sets_open_timeout
    http = client(timeout: 3).send(:build_http, URI(BASE))
    assert_equal 3, http.open_timeout
  end

  def test_auth_error
    stub_api(:get, "account/balance", status: 401, body: { error: { code: "bad_key", message: "invalid key" } })
    error = assert_raises(PigeonSms::AuthenticationError) { client.balance }
    assert_equal "bad_key", error.code
  end

  def test_rate_limited_with_seconds
    stub_api(:get, "account/balance", status: 429, headers: { "Retry-After" => "7" })
    error = assert_raises(PigeonSms::RateLimitedError) { client.balance }
    assert_equal 7, error.retry_after
  end

  def test_retry_after_http_date
    now = Time.utc(2025, 10, 21, 7, 27, 30)
    assert_equal 30, PigeonSms::Errors.retry_after("Wed, 21 Oct 2025 07:28:00 GMT", now: now)
    assert_equal 0, PigeonSms::Errors.retry_after("Wed, 21 Oct 2025 07:00:00 GMT", now: now)
    assert_nil PigeonSms::Errors.retry_after("soon", now: now)
  end

  def test_retries_connection_errors
    stub_request(:get, "#{BASE}account/balance").to_timeout.then
                                                .to_return(status: 200, body: { balance: 12.5 }.to_json)
    assert_in_delta 12.5, without_sleep(client).balance
  end

  def test_post_retries_reuse_the_idempotency_key
    keys = []
    stub_request(:post, "#{BASE}messages")
      .with { |req| keys << req.headers["Idempotency-Key"] }
      .to_timeout.then.to_return(status: 201, body: { id: "msg_1" }.to_json)
    without_sleep(client).send_message(to: "+8613800138000", body: "hi")
    assert_equal 2, keys.size
    assert_equal 1, keys.uniq.size
    refute_nil keys.first
  end

  def test_gives_up_after_max_retries
    stub_request(:get, "#{BASE}account/balance").to_timeout
    assert_raises(Net::OpenTimeout) { without_sleep(client(max_retries: 1)).balance }
  end

  def test_message_id_is_escaped
    stub_api(:get, "messages/a%2Fb", body: { id: "a/b" })
    assert_equal "a/b", client.message("a/b")["id"]
  end
end
