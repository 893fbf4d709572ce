defmodule Quanta.FeaturesTest do
  use ExUnit.Case, async: true

  alias Quanta.Accounts.Workspace
  alias Quanta.Features

  test "pro gets csv export, free does not" do
    assert Features.enabled?(%Workspace{plan: "pro"}, :csv_export)
    refute Features.enabled?(%Workspace{plan: "free"}, :csv_export)
  end

  test "sso is business only" do
    assert Features.all_for(%Workspace{plan: "business"}) |> Enum.member?(:sso)
    refute Features.enabled?(%Workspace{plan: "pro"}, :sso)
  end
end
