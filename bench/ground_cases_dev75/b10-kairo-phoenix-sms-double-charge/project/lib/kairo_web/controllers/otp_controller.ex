defmodule KairoWeb.OtpController do
  use KairoWeb, :controller

  alias Kairo.Accounts.Otp
  alias Kairo.Notify.{RateLimit, SmsSender, SmsTemplates}

  @per_phone_limit 5
  @per_ip_limit 20
  @window :timer.hours(1)

  def create(conn, %{"phone" => raw_phone} = params) do
    ip = conn.remote_ip |> :inet.ntoa() |> to_string()
    phone = normalize_phone(raw_phone)

    cond do
      not RateLimit.allow?({:otp_ip, ip}, @per_ip_limit, @window) ->
        conn |> put_status(429) |> json(%{error: "too_many_requests"})

      not RateLimit.allow?({:otp_phone, phone}, @per_phone_limit, @window) ->
        conn |> put_status(429) |> json(%{error: "too_many_requests"})

      true ->
        code = Otp.issue(phone)
        {:ok, _sid} = SmsSender.deliver(phone, SmsTemplates.otp(code, params["locale"]))
        json(conn, %{status: "sent"})
    end
  end

  def verify(conn, %{"phone" => raw_phone, "code" => code}) do
    case Otp.verify(normalize_phone(raw_phone), code) do
      :ok -> json(conn, %{status: "verified"})
      {:error, :expired} -> conn |> put_status(410) |> json(%{error: "expired"})
      {:error, _} -> conn |> put_status(422) |> json(%{error: "invalid_code"})
    end
  end

  # "090-1234-5678", "09012345678", "+81 90 1234 5678" -> "+819012345678"
  defp normalize_phone(raw) do
    digits = String.replace(raw, ~r/[^0-9+]/, "")

    case digits do
      "+" <> _ -> digits
      "0" <> rest -> "+81" <> rest
      _ -> digits
    end
  end
end
