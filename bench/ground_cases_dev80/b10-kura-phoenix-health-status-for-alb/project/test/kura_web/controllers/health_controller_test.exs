defmodule KuraWeb.HealthControllerTest do
  use KuraWeb.ConnCase, async: true

  test "GET /health returns ok", %{conn: conn} do
    conn = get(conn, ~p"/health")
    assert %{"status" => "ok"} = json_response(conn, 200)
  end

  test "GET /health includes the version", %{conn: conn} do
    conn = get(conn, ~p"/health")
    assert is_binary(json_response(conn, 200)["version"])
  end
end
