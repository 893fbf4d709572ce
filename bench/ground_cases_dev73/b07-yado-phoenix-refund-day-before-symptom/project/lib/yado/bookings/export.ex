defmodule Yado.Bookings.Export do
  @moduledoc "予約一覧の CSV（経理・フロント向け）"

  alias NimbleCSV.RFC4180, as: CSV

  @header ["予約番号", "宿泊者", "部屋タイプ", "人数", "チェックイン", "チェックアウト", "状態", "返金額"]

  def to_csv(bookings) do
    rows =
      Enum.map(bookings, fn b ->
        [
          Integer.to_string(b.id),
          b.guest_name,
          b.room_type,
          Integer.to_string(b.guests),
          local(b.check_in),
          local(b.check_out),
          Atom.to_string(b.status),
          Integer.to_string(b.refund_amount || 0)
        ]
      end)

    CSV.dump_to_iodata([@header | rows])
  end

  defp local(dt) do
    dt
    |> DateTime.shift_zone!("Asia/Tokyo")
    |> Calendar.strftime("%Y-%m-%d %H:%M")
  end
end
