defmodule QuantaWeb.Admin.WorkspaceLiveTest do
  use QuantaWeb.ConnCase, async: true
  import Phoenix.LiveViewTest

  setup :log_in_admin

  test "lists workspaces with plan and status", %{conn: conn} do
    insert_workspace!(name: "Brightline", plan: "pro", status: "active")
    {:ok, _view, html} = live(conn, ~p"/admin/workspaces")
    assert html =~ "Brightline"
    assert html =~ "pro"
  end
end
