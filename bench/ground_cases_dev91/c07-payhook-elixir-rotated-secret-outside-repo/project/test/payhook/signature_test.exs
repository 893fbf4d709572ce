defmodule Payhook.SignatureTest do
  use ExUnit.Case, async: true

  alias Payhook.Signature

  @secret "whsec_test_123"

  defp sign(body, ts), do: "t=#{ts},v1=" <> (:crypto.mac(:hmac, :sha256, @secret, "#{ts}.#{body}") |> Base.encode16(case: :lower))

  test "accepts a valid signature" do
    assert :ok = Signature.verify(~s({"id":1}), sign(~s({"id":1}), 1_700_000_000), @secret, 1_700_000_010)
  end

  test "rejects a tampered body" do
    assert {:error, :bad_signature} =
             Signature.verify(~s({"id":2}), sign(~s({"id":1}), 1_700_000_000), @secret, 1_700_000_010)
  end

  test "rejects an old timestamp" do
    assert {:error, :expired} = Signature.verify("{}", sign("{}", 1_700_000_000), @secret, 1_700_000_900)
  end
end
