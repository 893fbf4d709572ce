defmodule Payhook.Signature do
  @moduledoc """
  Verifies the provider's `X-Pay-Signature: t=<unix>,v1=<hex hmac-sha256>` header.
  """

  @tolerance 300

  def verify(raw_body, header, secret, now \\ System.system_time(:second)) do
    with {:ok, ts, sig} <- parse(header),
         :ok <- check_time(ts, now),
         expected = hmac(secret, "#{ts}.#{raw_body}"),
         true <- Plug.Crypto.secure_compare(expected, sig) do
      :ok
    else
      {:error, _} = err -> err
      false -> {:error, :bad_signature}
    end
  end

  defp parse(header) when is_binary(header) do
    parts = header |> String.split(",") |> Map.new(&List.to_tuple(String.split(&1, "=", parts: 2)))

    case parts do
      %{"t" => t, "v1" => v1} -> {:ok, String.to_integer(t), v1}
      _ -> {:error, :malformed}
    end
  end

  defp parse(_), do: {:error, :missing}

  defp check_time(ts, now) when abs(now - ts) <= @tolerance, do: :ok
  defp check_time(_, _), do: {:error, :expired}

  defp hmac(secret, payload), do: :crypto.mac(:hmac, :sha256, secret, payload) |> Base.encode16(case: :lower)
end
