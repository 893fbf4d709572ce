defmodule Quanta.Features do
  @moduledoc "Which plan gets which feature. Checked in controllers and LiveViews."

  alias Quanta.Accounts.Workspace

  @features %{
    csv_export: ~w(trial pro business),
    sso: ~w(business),
    audit_log: ~w(business),
    api_access: ~w(trial starter pro business)
  }

  def enabled?(%Workspace{plan: plan}, feature) do
    plan in Map.get(@features, feature, [])
  end

  def all_for(%Workspace{} = ws) do
    for {feature, _plans} <- @features, enabled?(ws, feature), do: feature
  end
end
