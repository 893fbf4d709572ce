defmodule CourierWeb.QuoteControllerTest do
  use CourierWeb.ConnCase, async: true

  test "POST /api/quotes returns the quote", %{conn: conn} do
    conn = post(conn, ~p"/api/quotes", %{"distance_km" => 14})
    assert %{"amount_cents" => 1200, "display" => "12.00 EUR"} = json_response(conn, 200)
  end

  test "POST /api/quotes with express", %{conn: conn} do
    conn = post(conn, ~p"/api/quotes", %{"distance_km" => 14, "express" => true})
    assert %{"amount_cents" => 2400, "express" => true} = json_response(conn, 200)
  end

  test "POST /api/quotes rejects long distances", %{conn: conn} do
    conn = post(conn, ~p"/api/quotes", %{"distance_km" => 200})
    assert %{"error" => "distance_too_far"} = json_response(conn, 422)
  end

  test "POST /api/quotes needs a number", %{conn: conn} do
    conn = post(conn, ~p"/api/quotes", %{"distance_km" => "far"})
    assert json_response(conn, 400)
  end
end
