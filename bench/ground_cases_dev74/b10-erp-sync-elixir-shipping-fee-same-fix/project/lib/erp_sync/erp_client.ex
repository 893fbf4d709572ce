defmodule ErpSync.ErpClient do
  @moduledoc "Thin client for the ERP's REST export API (paged by `page`/`per_page`)."

  @per_page 200

  def list_orders(since, page \\ 1), do: get("/orders", since, page)

  def list_shipments(since, page \\ 1), do: get("/shipments", since, page)

  defp get(path, since, page) do
    conf = Application.fetch_env!(:erp_sync, __MODULE__)

    Req.get(conf[:base_url] <> path,
      headers: [{"x-api-key", conf[:api_key]}],
      params: [updated_since: DateTime.to_iso8601(since), page: page, per_page: @per_page],
      retry: :transient,
      max_retries: 3
    )
    |> case do
      {:ok, %Req.Response{status: 200, body: %{"data" => data, "has_more" => more}}} ->
        {:ok, data, more}

      {:ok, %Req.Response{status: status, body: body}} ->
        {:error, {:http, status, body}}

      {:error, reason} ->
        {:error, reason}
    end
  end
end
