defmodule YadoWeb.ExportController do
  use YadoWeb, :controller

  alias Yado.Bookings
  alias Yado.Bookings.Export

  def bookings(conn, %{"month" => month}) do
    rows = Bookings.list_for_month(month)

    conn
    |> put_resp_content_type("text/csv", "utf-8")
    |> put_resp_header("content-disposition", ~s(attachment; filename="bookings-#{month}.csv"))
    |> send_resp(200, [<<0xEF, 0xBB, 0xBF>>, Export.to_csv(rows)])
  end
end
