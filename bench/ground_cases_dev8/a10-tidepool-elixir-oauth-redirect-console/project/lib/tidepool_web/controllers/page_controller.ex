defmodule TidepoolWeb.PageController do
  use TidepoolWeb, :controller

  def home(conn, _params) do
    if conn.assigns[:current_member] do
      redirect(conn, to: ~p"/sessions")
    else
      redirect(conn, to: ~p"/login")
    end
  end

  def login(conn, _params) do
    render(conn, :login, layout: false)
  end
end
