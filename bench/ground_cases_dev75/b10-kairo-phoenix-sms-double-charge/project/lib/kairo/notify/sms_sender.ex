defmodule Kairo.Notify.SmsSender do
  @moduledoc "Sends SMS through Twilio's Messages API."
  require Logger

  @max_attempts 3

  def deliver(to, body, attempt \\ 1) do
    case client().send_sms(to, body, from: from_number()) do
      {:ok, %{"sid" => sid}} ->
        Logger.info("sms queued sid=#{sid} attempt=#{attempt}")
        {:ok, sid}

      {:error, %{reason: reason}} when reason in [:timeout, :closed] and attempt < @max_attempts ->
        Logger.warning("sms send #{reason}, retrying (attempt #{attempt})")
        Process.sleep(backoff(attempt))
        deliver(to, body, attempt + 1)

      {:error, reason} ->
        Logger.error("sms send failed: #{inspect(reason)}")
        {:error, reason}
    end
  end

  defp backoff(attempt), do: 200 * Integer.pow(2, attempt)

  defp client, do: Application.get_env(:kairo, :sms_client, Kairo.Notify.TwilioClient)

  defp from_number, do: Application.fetch_env!(:kairo, :twilio_from)
end
