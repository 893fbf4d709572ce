defmodule Hooksmith.Signer do
  @moduledoc """
  HMAC-SHA256 signatures for outgoing webhook bodies.

  Receivers verify the `x-hooksmith-signature` header, which has the form
  `t=<unix seconds>,v1=<lowercase hex>`.
  """

  @spec sign(binary(), binary(), integer()) :: String.t()
  def sign(body, secret, timestamp \\ System.system_time(:second)) do
    payload = "#{timestamp}.#{body}"
    mac = :crypto.mac(:hmac, :sha256, secret, payload)
    "t=#{timestamp},v1=#{Base.encode16(mac, case: :lower)}"
  end

  @spec verify(binary(), binary(), String.t(), integer()) :: :ok | {:error, atom()}
  def verify(body, secret, header, tolerance \\ 300) do
    with %{"t" => t, "v1" => v1} <- parse_header(header),
         {ts, ""} <- Integer.parse(t),
         true <- abs(System.system_time(:second) - ts) <= tolerance || {:error, :stale},
         expected = sign(body, secret, ts),
         true <- Plug.Crypto.secure_compare(expected, "t=#{t},v1=#{v1}") || {:error, :mismatch} do
      :ok
    else
      {:error, _} = err -> err
      _ -> {:error, :malformed}
    end
  end

  defp parse_header(header) do
    header
    |> String.split(",", trim: true)
    |> Map.new(fn part ->
      case String.split(part, "=", parts: 2) do
        [k, v] -> {k, v}
        [k] -> {k, ""}
      end
    end)
  end
end
