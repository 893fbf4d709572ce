defmodule PayhookWeb.WebhookController do
  use Phoenix.Controller, formats: [:json]

  require Logger

  alias Payhook.Signature
  alias PayhookWeb.CacheBodyReader

  def payments(conn, params) do
    secret = Application.fetch_env!(:payhook, :webhook_secret)
    header = conn |> get_req_header("x-pay-signature") |> List.first()

    case Signature.verify(CacheBodyReader.raw_body(conn), header, secret) do
      :ok ->
        {:ok, _job} = params |> Payhook.Workers.PaymentEvent.new() |> Oban.insert()
        json(conn, %{received: true})

      {:error, reason} ->
        Logger.warning("webhook rejected: #{reason}",
          signature_prefix: header && String.slice(header, 0, 24),
          request_id: Logger.metadata()[:request_id]
        )
        conn |> put_status(400) |> json(%{error: "invalid signature"})
    end
  end
end
