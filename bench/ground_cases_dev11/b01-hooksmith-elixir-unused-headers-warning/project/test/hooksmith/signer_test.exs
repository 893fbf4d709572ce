defmodule Hooksmith.SignerTest do
  use ExUnit.Case, async: true

  alias Hooksmith.Signer

  @secret "whsec_test"

  test "signature header has timestamp and lowercase hex digest" do
    header = Signer.sign(~s({"a":1}), @secret, 1_700_000_000)
    assert header =~ ~r/^t=1700000000,v1=[0-9a-f]{64}$/
  end

  test "verify accepts its own signature" do
    now = System.system_time(:second)
    header = Signer.sign("body", @secret, now)
    assert :ok = Signer.verify("body", @secret, header)
  end

  test "verify rejects a tampered body" do
    header = Signer.sign("body", @secret)
    assert {:error, :mismatch} = Signer.verify("other", @secret, header)
  end

  test "verify rejects stale timestamps" do
    header = Signer.sign("body", @secret, System.system_time(:second) - 3600)
    assert {:error, :stale} = Signer.verify("body", @secret, header)
  end
end
