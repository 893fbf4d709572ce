defmodule Manjian.Coupons do
  @moduledoc "Coupon codes typed in at checkout."
  require Logger

  alias Manjian.Coupons.Coupon
  alias Manjian.Repo

  def fetch(code), do: Repo.get_by(Coupon, code: String.upcase(code))

  def validate(%Coupon{} = coupon, subtotal, now \\ DateTime.utc_now()) do
    cond do
      DateTime.compare(now, coupon.expires_at) == :gt ->
        {:error, :expired}

      subtotal < coupon.min_subtotal ->
        Logger.info("coupon below minimum: #{coupon.code} subtotal=#{subtotal}")
        {:error, :below_minimum}

      true ->
        {:ok, coupon.off}
    end
  end
end
