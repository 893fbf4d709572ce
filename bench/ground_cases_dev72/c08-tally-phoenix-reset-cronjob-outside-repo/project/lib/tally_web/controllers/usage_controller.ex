defmodule TallyWeb.UsageController do
  use TallyWeb, :controller

  alias Tally.Usage

  def show(conn, %{"workspace_id" => workspace_id}) do
    summary = Usage.summary(workspace_id)

    json(conn, %{
      period: Date.to_iso8601(summary.period),
      api_calls: summary.api_calls,
      plan_code: summary.plan_code,
      limit: format_limit(summary.limit)
    })
  end

  defp format_limit(:unlimited), do: nil
  defp format_limit(n) when is_integer(n), do: n
end
