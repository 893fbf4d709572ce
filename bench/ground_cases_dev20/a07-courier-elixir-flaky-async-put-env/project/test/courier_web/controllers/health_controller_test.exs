defmodule CourierWeb.HealthControllerTest do
  use CourierWeb.ConnCase, async: true

  test "GET /api/health is ok when the database answers", %{conn: conn} do
    conn = get(conn, ~p"/api/health")
    assert json_response(conn, 200) == %{"status" => "ok"}
  end
end
